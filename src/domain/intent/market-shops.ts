import { shopsOfTable, type Shop } from './shop.js';

// One shop a line: `domain | spoken names, comma-separated | flags`. Flags: `?` the name is also a
// word or a brand (see `Shop.ambiguous`), `@XX` the market when the domain does not say it,
// `~chain` the chain when the domain's first label is not its name. Searched with the common
// `/search?q=` page: their own search pages are left for the first check to find.
const TABLE = `
very.co.uk | very | ?
ao.com | ao, ao.com | ? @GB
smythstoys.com | smyths, smyths toys | @GB
game.co.uk | | 
scan.co.uk | scan computers, scan | ?
overclockers.co.uk | overclockers, overclockers uk | 
boots.com | boots | ? @GB
superdrug.com | superdrug | @GB
tesco.com | tesco | @GB
sainsburys.co.uk | sainsbury's, sainsburys | 
asda.com | asda | @GB
marksandspencer.com | marks and spencer, marks & spencer, m&s | @GB
next.co.uk | next | ?
selfridges.com | selfridges | @GB
harrods.com | harrods | @GB
hmv.com | hmv | @GB
wexphotovideo.com | wex, wex photo video | @GB
box.co.uk | box | ?
ebuyer.com | ebuyer | @GB
richersounds.com | richer sounds | @GB
halfords.com | halfords | @GB
screwfix.com | screwfix | @GB
wickes.co.uk | wickes | 
diy.com | b&q, b and q | @GB
dunelm.com | dunelm | @GB
jdsports.co.uk | jd sports | 
sportsdirect.com | sports direct | @GB
asos.com | asos | @GB
lakeland.co.uk | lakeland | ?
robertdyas.co.uk | robert dyas | 
waterstones.com | waterstones | @GB
zavvi.com | zavvi | @GB
laptopsdirect.co.uk | laptops direct | 
hughes.co.uk | hughes | ?
costco.co.uk | | 
decathlon.co.uk | | 
backmarket.co.uk | | 
harveynorman.ie | | 
harveynorman.com.au | harvey norman | 
ebgames.com.au | eb games | 
thegoodguys.com.au | the good guys, good guys | 
officeworks.com.au | officeworks | 
bigw.com.au | big w | 
kmart.com.au | kmart | 
target.com.au | | 
bunnings.com.au | bunnings, bunnings warehouse | 
myer.com.au | myer | ?
davidjones.com | david jones | ? @AU
catch.com.au | catch | ?
ebay.com.au | | 
centrecom.com.au | centre com | 
scorptec.com.au | scorptec | 
pccasegear.com | pc case gear, pccasegear | @AU
mwave.com.au | mwave | 
dicksmith.com.au | dick smith | 
bestbuy.ca | | 
walmart.ca | | 
costco.ca | | 
ebay.ca | | 
canadiantire.ca | canadian tire | 
memoryexpress.com | memory express | @CA
canadacomputers.com | canada computers | @CA
staples.com | staples | ? @US
officedepot.com | office depot | @US
bjs.com | bj's, bjs | @US
samsclub.com | sam's club, sams club | @US
cvs.com | cvs | @US
walgreens.com | walgreens | @US
nordstrom.com | nordstrom | @US
dickssportinggoods.com | dick's sporting goods, dicks sporting goods, dick's | @US
chewy.com | chewy | ? @US
petco.com | petco | @US
petsmart.com | petsmart | @US
zappos.com | zappos | @US
overstock.com | overstock | @US
menards.com | menards | @US
acehardware.com | ace hardware | @US
barnesandnoble.com | barnes & noble, barnes and noble | @US
sweetwater.com | sweetwater | ? @US
guitarcenter.com | guitar center | @US
qvc.com | qvc | @US
backmarket.com | | @US
conrad.de | conrad | ?
mindfactory.de | mindfactory | 
kaufland.de | kaufland | 
expert.de | expert | ?
galaxus.de | | 
euronics.de | | 
lidl.de | lidl | 
rewe.de | rewe | 
edeka.de | edeka | 
tchibo.de | tchibo | 
thalia.de | thalia | 
hugendubel.de | hugendubel | 
rossmann.de | rossmann | 
dm.de | dm | ?
douglas.de | douglas | ?
galeria.de | galeria, galeria kaufhof | ?
obi.de | obi | ?
bauhaus.info | bauhaus | ? @DE
toom.de | toom | 
baur.de | baur | 
bonprix.de | bonprix | 
aboutyou.de | about you | ?
caseking.de | caseking | 
computeruniverse.net | computeruniverse | @DE
proshop.de | proshop | 
reichelt.de | reichelt | 
voelkner.de | völkner, voelkner | 
mytoys.de | mytoys | 
fotokoch.de | foto koch, fotokoch | 
mueller.de | müller, mueller | ?
netto-online.de | netto | ?
check24.de | check24 | 
geizhals.de | geizhals | 
fressnapf.de | fressnapf | 
zooplus.de | zooplus | 
xxxlutz.de | xxxlutz | 
home24.de | home24 | 
poco.de | poco | ?
roller.de | roller | ?
gamestop.de | | 
bergfreunde.de | bergfreunde | 
gravis.de | gravis | 
otto.at | | 
mediamarkt.at | | 
saturn.at | | 
zalando.at | | 
conrad.at | | 
expert.at | | 
willhaben.at | willhaben | 
electronic4you.at | electronic4you | 
brack.ch | brack | 
interdiscount.ch | interdiscount | 
fust.ch | fust | 
microspot.ch | microspot | 
melectronics.ch | melectronics | 
manor.ch | manor | ?
mediamarkt.ch | | 
zalando.ch | | 
conrad.ch | | 
auchan.fr | auchan | 
e.leclerc | leclerc, e.leclerc, e leclerc | @FR ~leclerc
rueducommerce.fr | rue du commerce, rueducommerce | 
micromania.fr | micromania | 
conforama.fr | conforama | 
but.fr | but | ?
leroymerlin.fr | leroy merlin | 
bricodepot.fr | brico dépôt, brico depot | 
castorama.fr | castorama | 
materiel.net | materiel.net, matériel.net | @FR
topachat.com | top achat, topachat | @FR
grosbill.com | grosbill | @FR
rakuten.fr | | 
laredoute.fr | la redoute, laredoute | 
galerieslafayette.com | galeries lafayette | @FR
sephora.fr | | 
nocibe.fr | nocibé, nocibe | 
intermarche.com | intermarché, intermarche | @FR
lidl.fr | | 
ubaldi.com | ubaldi | @FR
electrodepot.fr | electro depot, electro dépôt | 
cultura.com | cultura | ? @FR
joueclub.fr | joué club, joueclub | 
king-jouet.com | king jouet, kingjouet | @FR
veepee.fr | veepee | 
backmarket.fr | back market, backmarket | 
vandenborre.be | vanden borre | 
krefel.be | krefel | 
mediamarkt.be | | 
coolblue.be | | 
fnac.be | | 
alcampo.es | alcampo | 
game.es | game | ?
hipercor.es | hipercor | 
coolmod.com | coolmod | @ES
leroymerlin.es | | 
conforama.es | | 
druni.es | druni | 
miravia.es | miravia | 
lidl.es | | 
toysrus.es | toys r us, toysrus | 
electrocosto.com | electrocosto | @ES
xtralife.com | xtralife | @ES
casadellibro.com | casa del libro | @ES
backmarket.es | | 
douglas.es | | 
gamestop.it | | 
eprice.it | eprice | 
trony.it | trony | 
expert.it | | 
comet.it | comet | ?
monclick.it | monclick | 
yeppon.it | yeppon | 
leroymerlin.it | | 
lafeltrinelli.it | feltrinelli, la feltrinelli | 
ibs.it | ibs | 
mondadoristore.it | mondadori store, mondadori | 
toysrus.it | | 
toyscenter.it | toys center, toyscenter | 
subito.it | subito | ?
lidl.it | | 
backmarket.it | | 
douglas.it | | 
sephora.it | | 
intertoys.nl | intertoys | 
wehkamp.nl | wehkamp | 
blokker.nl | blokker | 
hema.nl | hema | 
action.com | action | ? @NL
alternate.nl | | 
azerty.nl | azerty | ?
megekko.nl | megekko | 
bcc.nl | bcc | 
expert.nl | | 
gamma.nl | gamma | ?
praxis.nl | praxis | ?
karwei.nl | karwei | 
kruidvat.nl | kruidvat | 
iciparisxl.nl | ici paris xl | 
etos.nl | etos | 
ah.nl | albert heijn, ah | ?
jumbo.com | jumbo | ? @NL
fonq.nl | fonq | 
nedgame.nl | nedgame | 
gamemania.nl | gamemania | 
dreamland.be | dreamland | ?
paradigit.nl | paradigit | 
informatique.nl | informatique | ?
tweakers.net | tweakers | @NL
marktplaats.nl | marktplaats | 
amac.nl | amac | 
debijenkorf.nl | de bijenkorf, bijenkorf | 
hornbach.nl | | 
lidl.nl | | 
conrad.nl | | 
backmarket.nl | | 
otto.nl | | 
douglas.nl | | 
bax-shop.nl | bax-shop, bax shop | 
kamera-express.nl | kamera express | 
americanas.com.br | americanas, lojas americanas | 
submarino.com.br | submarino | 
shopee.com.br | shopee | 
fastshop.com.br | fast shop, fastshop | 
pontofrio.com.br | ponto frio, pontofrio | 
extra.com.br | extra | ?
carrefour.com.br | | 
terabyteshop.com.br | terabyte, terabyteshop, terabyte shop | 
shoptime.com.br | shoptime | 
girafa.com.br | girafa | ?
centauro.com.br | centauro | 
dafiti.com.br | dafiti | 
leroymerlin.com.br | | 
lojasrenner.com.br | renner, lojas renner | 
riachuelo.com.br | riachuelo | 
havan.com.br | havan | 
buscape.com.br | buscapé, buscape | 
olx.com.br | olx | 
madeiramadeira.com.br | madeiramadeira, madeira madeira | 
decathlon.com.br | | 
pcdiga.com | pcdiga | @PT
globaldata.pt | globaldata | 
continente.pt | continente | ?
elcorteingles.pt | | 
mediamarkt.pt | | 
auchan.pt | | 
kuantokusta.pt | kuantokusta | 
olx.pt | | 
chip7.pt | chip7 | 
leroymerlin.pt | | 
toysrus.pt | | 
`;

/** Shops of the seven languages' markets beyond `shops.ts` and `european-shops.ts`, and more national sites of chains named there. */
export const MARKET_SHOPS: readonly Shop[] = shopsOfTable(TABLE);
