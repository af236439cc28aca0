import { shopsOfTable, type Shop } from './shop.js';

// Shops named in words that the older tables lacked, found by probing names after prepositions in each market's
// language after the issue-22y round's first run (no fixture intent named them): American and British chains,
// German, French, Spanish, Italian and Dutch ones, and the thinner Polish, Swedish, Danish, Norwegian, Finnish and
// Czech markets. Written as `market-shops.ts` is. Makers that also sell on their own sites (Dell, Lenovo, Patagonia,
// Zara) are left out: their names after "de" or "von" are whose product it is ("el portátil de Lenovo").
const TABLE = `
williams-sonoma.com | williams sonoma, williams-sonoma | @US
crateandbarrel.com | crate & barrel, crate and barrel | @US
academy.com | academy sports, academy sports + outdoors | @US
backcountry.com | backcountry | ? @US
yoox.com | yoox | 
uk.webuy.com | cex | @GB
tink.de | tink | ?
globetrotter.de | globetrotter | ?
fahrrad-xxl.de | fahrrad xxl, fahrrad-xxl | 
rosebikes.de | rose bikes | 
intersport.fr | intersport | 
intersport.de | | 
intersport.es | | 
intersport.it | | 
intersport.nl | | 
intersport.se | | 
intersport.fi | | 
go-sport.com | go sport | @FR
natureetdecouvertes.com | nature & découvertes, nature et découvertes, nature et decouvertes | @FR
eroski.es | eroski | 
primor.eu | primor | ? @ES
sprinter.es | sprinter | ?
esselunga.it | esselunga | 
bricoman.it | bricoman | 
bricoio.it | brico io, bricoio | 
bartsmit.com | bart smit | @NL
beslist.nl | beslist | ?
pepco.pl | pepco | 
oleole.pl | oleole | 
vobis.pl | vobis | 
sferis.pl | sferis | 
agito.pl | agito | ?
answear.com | answear | @PL
modivo.pl | modivo | 
eobuwie.pl | eobuwie | 
biltema.se | biltema | 
biltema.no | | 
jula.se | jula | 
kjell.com | kjell, kjell & company, kjell och company | ? @SE
ahlens.se | åhléns, åhlens, ahlens | 
lyko.com | lyko | @SE
teknikmagasinet.se | teknikmagasinet | 
dustin.se | dustin | ?
coolstuff.se | coolstuff | ?
systembolaget.se | systembolaget | 
byggmax.se | byggmax | 
foetex.dk | føtex, fotex, foetex | 
computersalg.dk | computersalg | 
salling.dk | salling | 
matas.dk | matas | 
silvan.dk | silvan | 
jysk.dk | jysk | ?
jysk.de | | 
jysk.se | | 
jysk.no | | 
jysk.fi | | 
jysk.pl | | 
jysk.cz | | 
jysk.nl | | 
imerco.dk | imerco | 
harald-nyborg.dk | harald nyborg | 
elsalg.dk | elsalg | 
sportmaster.dk | sportmaster | 
electroworld.cz | electro world, electroworld | 
sportisimo.cz | sportisimo | 
mironet.cz | mironet | 
jernia.no | jernia | 
kitchn.no | kitchn | 
europris.no | europris | 
sport1.no | sport 1, sport1 | 
prisma.fi | prisma | ?
k-citymarket.fi | k-citymarket, citymarket | 
tokmanni.fi | tokmanni | 
motonet.fi | motonet | 
stockmann.com | stockmann | @FI
`;

/** Shops of every market read, beyond the older tables. */
export const REGIONAL_SHOPS: readonly Shop[] = shopsOfTable(TABLE);
