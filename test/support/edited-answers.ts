// A fetch that sends every call to the simulator over real HTTP and rewrites the JSON body of the answers to the calls
// `matches` picks: how a connector takes an odd or malformed answer that the simulator itself would never give.
type Json = any; // an answer body as the test rewrites it

export function editingAnswers(matches: RegExp, edit: (body: Json) => unknown): typeof fetch {
  return async (input, init) => {
    const answer = await fetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!matches.test(`${init?.method ?? 'GET'} ${url.pathname}`)) return answer;
    const headers = new Headers(answer.headers);
    headers.delete('content-length');
    return new Response(JSON.stringify(edit(await answer.json())), { status: answer.status, headers });
  };
}
