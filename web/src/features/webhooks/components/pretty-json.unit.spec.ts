import { prettyJson } from './pretty-json';

describe('prettyJson', () => {
  it('indents a JSON payload by two spaces', () => {
    expect(prettyJson('{"type":"order.placed.v1","data":{"n":1}}')).toBe(
      '{\n  "type": "order.placed.v1",\n  "data": {\n    "n": 1\n  }\n}',
    );
  });

  it('shows text that is not JSON unchanged', () => {
    expect(prettyJson('<html>oops')).toBe('<html>oops');
  });
});
