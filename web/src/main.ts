import { html } from 'htm/preact';
import { render } from 'preact';
import './styles.css';
import { App } from './app.js';

const root = document.getElementById('root')!;
// The boot message is static HTML; Preact would render beside it rather than over it.
root.replaceChildren();
render(html`<${App} />`, root);
