import { shop, type Shop } from './shop.js';

// Their own search pages take a place and filters, not a free query: the first check finds them.
const search = (domain: string): string => `https://www.${domain}/search?q={q}`;

/**
 * Portals listing homes to rent or buy, named in words as shops are ("on Rightmove", "no QuintoAndar",
 * "bij Pararius"): a watch for a flat under a rent is a price watch on their listings.
 */
export const PROPERTY_PORTALS: readonly Shop[] = [
  shop('rightmove.co.uk', ['rightmove'], search('rightmove.co.uk')),
  shop('zoopla.co.uk', ['zoopla'], search('zoopla.co.uk')),
  shop('zillow.com', ['zillow'], search('zillow.com'), { market: 'US' }),
  shop('immobilienscout24.de', ['immoscout', 'immoscout24', 'immobilienscout', 'immobilienscout24'], search('immobilienscout24.de')),
  shop('immowelt.de', ['immowelt'], search('immowelt.de')),
  shop('seloger.com', ['seloger', 'se loger'], search('seloger.com'), { market: 'FR' }),
  shop('leboncoin.fr', ['leboncoin', 'le bon coin'], search('leboncoin.fr')),
  shop('funda.nl', ['funda'], search('funda.nl')),
  shop('pararius.nl', ['pararius'], search('pararius.nl')),
  shop('idealista.com', ['idealista'], search('idealista.com'), { market: 'ES' }),
  shop('idealista.it', [], search('idealista.it')),
  shop('idealista.pt', [], search('idealista.pt')),
  shop('fotocasa.es', ['fotocasa'], search('fotocasa.es')),
  // "immobiliare" is also the Italian word for real estate.
  shop('immobiliare.it', ['immobiliare'], search('immobiliare.it'), true),
  shop('quintoandar.com.br', ['quintoandar', 'quinto andar'], search('quintoandar.com.br')),
  shop('zapimoveis.com.br', ['zap imóveis', 'zap imoveis'], search('zapimoveis.com.br')),
  shop('otodom.pl', ['otodom'], search('otodom.pl')),
  shop('hemnet.se', ['hemnet'], search('hemnet.se')),
  shop('blocket.se', ['blocket'], search('blocket.se')),
];
