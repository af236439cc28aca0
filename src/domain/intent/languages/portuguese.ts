import type { LanguageWords } from './language-words.js';

export const PORTUGUESE: LanguageWords = {
  code: 'pt',
  markers: 'o|os|do|da|dos|das|quando|na|no|em|avise|avisa|preço|estiver|um|uma|para|quero|voltar|ficar|se|e|ou',
  frame:
    // Looking for or buying the product, around its name: "tô procurando um Galaxy"; how long one has waited is no part of it either.
    'há meses|há semanas|faz meses|procuro|procurando|comprar|compro|' +
    'avise|avisa|avisar|aviso|notifique|notifica|diga|fale|informe|mande|envie|alerta|um alerta|alerte|me|mim|nos|eu|' +
    'quero|queria|gostaria|saber|quando|se|assim que|logo que|que|estiver|estiverem|esteja|estejam|está|estão|é|são|for|' +
    'forem|ficar|ficarem|fique|houver|haja|tiver|voltar|voltarem|volte|entrar|entrarem|por favor|agora|já|imediatamente|' +
    'passar|ter|voltar a|voltar a ter|fique de olho|fica de olho|de olho|' +
    // Brazilian chat spellings of "quando", "você", "por favor", and the rest of the sentence.
    'qdo|qnd|qndo|qd|vc|você|pfv|pfvr|pf|avisem|avisado|avisada|notificado|notificada|ser|gostaria de|diz|manda|' +
    'tiver|tiverem|tem|tenha|houver|há|fica|sair|sairem|saiu|saia|saiam|lançar|lançarem|lançou|lança|lançam|lance|lancem|não|mais|ainda|novamente|de novo|todo dia|todos os dias|diariamente|toda semana|' +
    'email|e-mail|mensagem|notificação|sms|zap|whatsapp|versão|versões|nova versão|' +
    // Someone publishing or opening listings: "o Itaú abrir vagas".
    'abrir|abrirem|abrem|abra|abram|publicar|publicarem|publica|publicam|publique|publiquem|postar|postarem|' +
    // Asking whether someone can, and the interjections before it: "oi, pode me avisar".
    'pode|podes|poderia|podia|oi|ei',
  lead: 'acompanhe|acompanha|acompanhar|monitore|monitora|monitorar|vigie|vigia|observe|siga|seguir|verifique',
  articles: 'o|a|os|as|um|uma|uns|umas',
  soft:
    'o|a|os|as|do|da|dos|das|um|uma|uns|umas|de|e|ou|para|pra|com|meu|minha|novo|nova|novos|novas|ao|aos|à|às|por|' +
    'pelo|pela|na|no|em|nas',
  topic: 'sobre|a respeito de|acerca de',
  contentTopic: 'novidades sobre|notícias sobre|novidades do|novidades da|notícias do|notícias da|vagas para|vagas de|vagas de emprego para|vagas de emprego de|novas vagas de|vagas novas de|novas vagas para|vagas novas para',
  page: 'página|pagina|site|página web|seção|secção|sessão',
  priceNouns: 'preço|preços',
  price:
    'preço|preços|preco|baixar|baixe|baixa|abaixar|cair|caia|cai|caiu|mais barato|mais barata|barato|barata|promoção|' +
    'promoções|em promoção|oferta|ofertas|em oferta|desconto|descontos|custar|custarem|custa|custam|custe|subir|suba|' +
    'baixarem|baixou|caírem|caírem|descer|descerem|desce|desça|diminuir|diminuírem|diminui|reduzir|reduzido|reduzida|' +
    'mais em conta|em conta|liquidação|queima de estoque|valor|baixar de preço|cair de preço',
  availability:
    'disponível|disponíveis|disponivel|disponibilidade|em estoque|estoque|ao estoque|em stock|stock|esgotado|esgotada|' +
    'esgotados|esgotadas|à venda|a venda|pré-venda|reposição|voltar ao estoque|ter estoque|sem estoque|em falta|' +
    'indisponível|indisponíveis|reabastecido|reabastecida|reposto|reposta|de volta ao estoque|no estoque|lançado|lançada|' +
    'for lançado|for lançada',
  content:
    'novo álbum|novo disco|mudança|mudanças|muda|mudar|mudou|alteração|alterações|alterar|atualização|atualizações|atualizar|atualizado|' +
    'novidades|novidade|notícias|notícia|artigo|artigos|publicado|publicação|conteúdo|vagas|vagas de emprego|oportunidades|novas oportunidades|episódio|episódios|novo episódio|novas vagas|mudarem|mude|mudem|mudaram|alterarem|alterem|altere|alterou|atualizarem|atualize|atualizem|atualizou|nova versão|novas versões|capítulo|capítulos|novo capítulo|novos capítulos|vaga|nova vaga|vaga de emprego|oportunidade|nova oportunidade|nova temporada',
  returns: 'voltar|volte|voltarem|de volta',
  appears: 'aparecer|aparecerem|aparece|apareça|apareçam|surgir|chegar|chegarem|chegou|chega|chegue',
  sitePrepositions: 'na|no|nas|nos|em|da|do|pela|pelo|pelas|pelos',
  conjunctions: 'e|ou',
  shopVerbs: 'tem|têm|tiver|recebe|recebem|receber|vende|vendem|repõe',
};
