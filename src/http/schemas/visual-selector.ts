import { Type } from 'typebox';

const PageUrl = Type.String({ minLength: 1, maxLength: 2048, description: 'The page, as a monitor\'s url', examples: ['https://shop.example.com/products/kettle'] });
// The screenshot is at most 1280 CSS pixels wide and 8,000 high (the renderer's cap).
const Coordinate = (maximum: number, description: string) => Type.Number({ minimum: 0, maximum, description });

export const PageViewBody = Type.Object({ url: PageUrl }, { additionalProperties: false });

export const PageViewAnswer = Type.Object({
  screenshot: Type.String({ description: 'PNG, base64' }),
  width: Type.Integer({ description: 'CSS pixels', examples: [1280] }),
  height: Type.Integer({ description: 'CSS pixels', examples: [2400] }),
});

export const PickBody = Type.Object(
  {
    url: PageUrl,
    x: Coordinate(1280, 'CSS pixels from the left of the screenshot'),
    y: Coordinate(8000, 'CSS pixels from the top of the screenshot'),
  },
  { additionalProperties: false, examples: [{ url: 'https://shop.example.com/products/kettle', x: 412, y: 318 }] },
);

export const PickAnswer = Type.Object({
  selector: Type.String({ description: 'A CSS selector that picks that element alone in the rendered page', examples: ['.price-now'] }),
  text: Type.String({ description: 'The element\'s text, up to 200 characters', examples: ['Now $44.00'] }),
});
