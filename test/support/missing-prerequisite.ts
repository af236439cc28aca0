/**
 * What the suite needs and cannot get, said in one line with the one command that provides it.
 * The stack is left out on purpose: the line is the whole message a newcomer needs.
 */
export class MissingPrerequisite extends Error {
  constructor(what: string, remedy: string) {
    super(`${what}: ${remedy}`);
    this.name = 'MissingPrerequisite';
    this.stack = `${this.name}: ${this.message}`;
  }
}
