import type { LanguageWords } from './language-words.js';

export const PORTUGUESE: LanguageWords = {
  code: 'pt',
  markers: 'o|os|do|da|dos|das|quando|na|no|em|avise|avisa|preço|estiver|um|uma|para|quero|voltar|ficar|se|e|ou',
  frame:
    'avise|avisa|avisar|aviso|notifique|notifica|diga|fale|informe|mande|envie|alerta|um alerta|alerte|me|mim|nos|eu|' +
    'quero|queria|gostaria|saber|quando|se|assim que|logo que|que|estiver|estiverem|esteja|estejam|está|estão|é|são|for|' +
    'forem|ficar|ficarem|fique|houver|haja|tiver|voltar|voltarem|volte|entrar|entrarem|por favor|agora|já|imediatamente|' +
    'passar|ter|voltar a|voltar a ter',
  lead: 'acompanhe|acompanha|acompanhar|monitore|monitora|monitorar|vigie|vigia|observe|siga|seguir|verifique|fique de olho|de olho',
  soft:
    'o|a|os|as|do|da|dos|das|um|uma|uns|umas|de|e|ou|para|pra|com|meu|minha|novo|nova|novos|novas|ao|aos|à|às|por|' +
    'pelo|pela|na|no|em|nas',
  topic: 'sobre|a respeito de|acerca de',
  contentTopic: 'novidades sobre|notícias sobre|novidades do|novidades da|notícias do|notícias da',
  page: 'página|pagina|site|página web',
  price:
    'preço|preços|preco|baixar|baixe|baixa|abaixar|cair|caia|cai|caiu|mais barato|mais barata|barato|barata|promoção|' +
    'promoções|em promoção|oferta|ofertas|em oferta|desconto|descontos|custar|custarem|custa|custam|custe|subir|suba',
  availability:
    'disponível|disponíveis|disponivel|disponibilidade|em estoque|estoque|ao estoque|em stock|stock|esgotado|esgotada|' +
    'esgotados|esgotadas|à venda|a venda|pré-venda|reposição|voltar ao estoque|ter estoque',
  content:
    'mudança|mudanças|muda|mudar|mudou|alteração|alterações|alterar|atualização|atualizações|atualizar|atualizado|' +
    'novidades|novidade|notícias|notícia|artigo|artigos|publicado|publicação|conteúdo',
  returns: 'voltar|volte|voltarem|de volta',
  below: 'abaixo de|menos de|por menos de|para menos de|baixar de|baixar para|cair para|inferior a|até|no máximo|máximo',
  above: 'acima de|mais de|passar de|superior a|subir para|ultrapassar',
  sitePrepositions: 'na|no|em|da|do|pela|pelo',
};
