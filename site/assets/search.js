// Search across rules: the index (id, description, harness) is fetched on first use and filtered
// as you type; every word must appear in the rule's id, description or harness.
(() => {
  const input = document.getElementById('search');
  const list = document.getElementById('search-results');
  const base = document.querySelector('meta[name="site-base"]').content;
  let index;
  const show = (rules) => {
    list.replaceChildren(
      ...rules.slice(0, 20).map((r) => {
        const li = document.createElement('li');
        const a = document.createElement('a');
        a.href = `${base}rules/${r.id}/`;
        a.textContent = r.id;
        li.append(a, ` ${r.d}`);
        return li;
      }),
    );
  };
  input.addEventListener('input', async () => {
    index ??= await (await fetch(`${base}search-index.json`)).json();
    const words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return show([]);
    show(index.filter((r) => words.every((w) => `${r.id} ${r.d} ${r.h}`.toLowerCase().includes(w))));
  });
})();
