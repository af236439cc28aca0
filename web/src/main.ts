import { html } from 'htm/preact';
import { render } from 'preact';
import './styles.css';
import { App } from './app.js';

render(html`<${App} />`, document.getElementById('root')!);
