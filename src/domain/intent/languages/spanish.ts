import type { LanguageWords } from './language-words.js';

export const SPANISH: LanguageWords = {
  code: 'es',
  markers: 'el|la|los|las|del|cuando|si|en|esté|está|avísame|avisame|precio|por|que|una|quiero|dime|y|o',
  frame:
    // Looking for or buying the product, around its name: "estoy buscando una PS5"; how long one has waited is no part of it either.
    'desde hace meses|desde hace semanas|hace meses|busco|buscando|comprar|compro|comprarme|' +
    // Asking kindly: "¿serías tan amable de avisarme?".
    'serías|sería|serias|tan amable|amable|tendrías la amabilidad|tendría la amabilidad|amabilidad|' +
    'avísame|avisame|avísanos|avisa|avisar|avisas|avise|aviso|un aviso|notifícame|notificame|notifica|notificar|dime|' +
    'dímelo|decir|infórmame|informame|mándame|mandame|envíame|enviame|alerta|alertas|alértame|alertame|me|nos|yo|quiero|' +
    'quisiera|querría|gustaría|saber|cuando|cuándo|si|en cuanto|tan pronto como|apenas|que|esté|estén|está|están|es|son|' +
    'sea|sean|vuelva|vuelve|vuelvan|haya|hay|por favor|porfa|ya|ahora|inmediatamente|una alerta|publiquen|publica|' +
    'publique|estar|tener|tenga|tengan|tiene|tienen|se pone|se ponen|se ponga|se pongan|vuelva a|vuelve a|cada día|todos los días|diariamente|cada semana|correo|email|e-mail|mensaje|sms|notificación|versión|nueva versión|salga|salgan|salió|saldrá|sale|salen|saldrán|' +
    // Someone publishing or opening listings: "Mercadona abre vacantes".
    'publican|publiquen|abra|abran|abre|abren|' +
    // Chat spellings of "cuando".
    'qndo|qnd|cdo|cuado|cnd|' +
    // Asking whether someone can, and the interjections before it: "oye, ¿puedes avisarme?".
    'puedes|podrías|podrias|puede|podría|podria|oye|ey',
  lead: 'vigila|vigilar|sigue|seguir|controla|controlar|monitoriza|monitorea|revisa|revisar|rastrea|echa un ojo|echa un vistazo|echar un ojo|echarle un ojo',
  articles: 'el|la|los|las|un|una|unos|unas',
  soft:
    'el|la|los|las|lo|del|al|de|un|una|unos|unas|y|o|para|con|mi|mis|su|sus|nuevo|nueva|nuevos|nuevas|este|esta|' +
    'cualquier|a|por',
  topic: 'sobre|acerca de|respecto a|respecto al',
  contentTopic: 'novedades sobre|noticias sobre|novedades de|noticias de|novedades del|noticias del|ofertas de empleo para|vacantes para|vacantes de',
  page: 'página|pagina|web|sitio|sitio web|página web|sección|apartado',
  priceNouns: 'precio|precios',
  price:
    'precio|precios|baje|baja|bajar|bajen|bajó|rebaja|rebajas|rebajado|rebajada|rebajados|rebajadas|oferta|ofertas|' +
    'en oferta|descuento|descuentos|más barato|más barata|más baratos|barato|barata|cueste|cuesten|cuesta|cuestan|costar|' +
    'promoción|alerta de precio|suba|sube|de precio|en rebajas',
  availability:
    'disponible|disponibles|disponibilidad|en stock|stock|haya stock|agotado|agotada|agotados|agotadas|reposición|' +
    'repuesto|a la venta|en venta|preventa|en preventa|reservar|sale a la venta|salen a la venta|salga a la venta|' +
    'salgan a la venta|se pone a la venta|se ponen a la venta|se ponga a la venta|se pongan a la venta',
  content:
    'nuevo álbum|nuevo disco|cambio|cambios|cambie|cambia|cambian|cambió|actualización|actualizaciones|actualice|actualiza|actualizado|novedades|' +
    'novedad|noticias|noticia|artículo|artículos|publicación|contenido|episodio|episodios|nuevo episodio|ofertas de empleo|ofertas de trabajo|vacantes|nuevas vacantes|cambien|cambiaron|cambiará|actualicen|actualizan|actualizó|modifiquen|modifica|modifican|nueva versión|nuevas versiones|capítulo|capítulos|nuevo capítulo|nuevos capítulos|vacante|nueva vacante|oferta de empleo|oferta de trabajo|nueva temporada',
  returns: 'vuelva|vuelve|vuelvan|de vuelta|vuelva a|vuelve a',
  appears: 'aparece|aparezca|aparecen|aparezcan',
  sitePrepositions: 'en|de|del|desde',
  conjunctions: 'y|o|u|e',
  shopVerbs: 'tiene|tienen|tenga|tengan|recibe|reciben|reciba|vende|venden|repone|reponen',
};
