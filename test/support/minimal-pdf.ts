/**
 * A valid one-page PDF showing `lines` in Helvetica, written byte by byte (objects, cross-reference
 * table, trailer), so tests need no binary fixture. ASCII text only: parentheses and backslashes are escaped.
 */
export function minimalPdf(lines: readonly string[], title?: string): Buffer {
  const escape = (text: string): string => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 12 Tf 14 TL 72 720 Td ${lines.map((line) => `(${escape(line)}) Tj T*`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...(title === undefined ? [] : [`<< /Title (${escape(title)}) >>`]),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const table = body.length;
  const size = objects.length + 1;
  body += `xref\n0 ${size}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${size} /Root 1 0 R${title === undefined ? '' : ` /Info ${size - 1} 0 R`} >>\nstartxref\n${table}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
