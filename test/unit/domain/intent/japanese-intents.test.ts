import { describe, expect, it } from 'vitest';
import type { Intent } from '../../../../src/domain/intent.js';
import { interpretIntent } from '../../../../src/domain/intent/interpret-intent.js';
import { hasKana, subjectEnd } from '../../../../src/domain/intent/japanese/segment-japanese.js';

// The issue-22q round: Japanese read by its own rules; written for the rules, not taken from the evaluation's intents.
function read(text: string): Intent {
  const result = interpretIntent(text);
  if (!result.ok) throw new Error(`expected "${text}" to be understood, got: ${result.error}`);
  return result.intent;
}

describe('interpretIntent: Japanese (issue-22q round)', () => {
  it('tells Japanese by its kana, which no other language read writes', () => {
    expect(hasKana('ニンテンドー')).toBe(true);
    expect(hasKana('über 300 € bei Otto, s’il vous plaît')).toBe(false);
  });

  it('ends the subject at が or を after a name, not at one inside quotes or after kana', () => {
    const text = '「となりのトトロ」が安くなったら';
    expect(subjectEnd(text, 0, text.length, ['が', 'を', 'は'], { '「': '」' })).toBe(text.indexOf('」が') + 1);
  });

  it('reads a shop named in kana or kanji with its particle, before or after the product', () => {
    const before = read('ヤマダ電機でシャープ プラズマクラスター KI-RS50の値段が下がったら知らせて');
    expect(before).toMatchObject({ product: 'シャープ プラズマクラスター KI-RS50', sites: ['yamada-denkiweb.com'], condition: { kind: 'any_drop' } });
    const after = read('タイガー 魔法瓶 MMP-K050がケーズデンキで入荷したらメールください');
    expect(after).toMatchObject({ product: 'タイガー 魔法瓶 MMP-K050', metric: 'availability', sites: ['ksdenki.com'] });
  });

  it('reads a shop named in Latin letters in the Japanese market only before a particle of place', () => {
    expect(read('eBayのLeica Q3が80万円を下回ったら教えて').sites).toEqual(['ebay.com']);
    expect(read('AmazonでFire TV Stick 4Kの在庫が戻ったら知らせて')).toMatchObject({ product: 'Fire TV Stick 4K', sites: ['amazon.co.jp'] });
    expect(read('Apple Pencil Proがjoshinweb.jpで売り切れたら教えて')).toMatchObject({ product: 'Apple Pencil Pro', sites: ['joshinweb.jp'], condition: { kind: 'out_of_stock' } });
  });

  it('reads yen amounts with 万, commas and ¥, and the bound the words after them give', () => {
    expect(read('エディオンでダイソン Gen5detectが8.5万円以下になったら教えて').condition).toEqual({ kind: 'at_or_below', amount: 85000, currency: 'JPY' });
    expect(read('ニトリのNスリープ ハードが49,990円未満になったら連絡して').condition).toEqual({ kind: 'below', amount: 49990, currency: 'JPY' });
    expect(read('メルカリでGameBoy Colorが¥6000を切ったら教えて').condition).toEqual({ kind: 'below', amount: 6000, currency: 'JPY' });
    expect(read('楽天でルクルーゼ ココット・ロンド 20cmが3万円を超えたら教えて').condition).toEqual({ kind: 'above', amount: 30000, currency: 'JPY' });
  });

  it('reads drops by an amount, by a percentage or tenths, and half price', () => {
    expect(read('ヨドバシでSONY WF-1000XM5が3000円安くなったら教えて').condition).toEqual({ kind: 'drop_abs', amount: 3000, currency: 'JPY' });
    expect(read('ジョーシンでPanasonic NA-LX129Dが25%オフになったら通知して').condition).toEqual({ kind: 'drop_pct', amount: 25 });
    expect(read('楽天市場で無印良品 スタッキングシェルフが四割引きになったら教えて').condition).toEqual({ kind: 'drop_pct', amount: 40 });
    expect(read('ユニクロでヒートテック ウルトラウォームが半額になったら教えて').condition).toEqual({ kind: 'drop_pct', amount: 50 });
  });

  it('keeps model numbers and a の inside a name, and takes off what of it is watched', () => {
    expect(read('ビックカメラでiPhone用のMagSafe充電器 15Wが2000円以下になったら教えて').product).toBe('iPhone用のMagSafe充電器 15W');
    expect(read('ビックカメラでRTX 4060 8GBの最安値が4万円を切ったら教えて').product).toBe('RTX 4060 8GB');
    expect(read('アマゾンで『三体』の文庫が入荷したら教えて').product).toBe('『三体』の文庫');
    expect(read('アマゾンで『三体』が入荷したら教えて').product).toBe('三体');
  });

  it('reads releases, listings and tickets as content and availability without a condition', () => {
    expect(read('blender.orgでBlenderの新しいバージョンが出たら教えて')).toMatchObject({ product: 'Blender', metric: 'content', condition: null });
    expect(read('en-japan.comで経理の求人が出たら教えて')).toMatchObject({ product: '経理', metric: 'content', sites: ['en-japan.com'] });
    expect(read('eplus.jpでback numberのライブのチケットが発売されたら教えて')).toMatchObject({ product: 'back numberのライブ', metric: 'availability', condition: null });
  });

  it('refuses a Japanese intent that names no shop or site, as it does in other languages', () => {
    expect(interpretIntent('ソニー α7C IIが20万円以下になったら教えて').ok).toBe(false);
  });
});
