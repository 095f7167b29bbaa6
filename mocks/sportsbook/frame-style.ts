/** The mock sportsbook frame's own styles: it runs without the app's CSS. */
export const STYLE = `
*{box-sizing:border-box}html,body{margin:0;min-height:100%}
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#0f1420;color:#eef2fb;font-size:15px}
a{color:#9cc4ff}button,input{font:inherit}
:focus-visible{outline:3px solid #8ab4ff;outline-offset:2px}
.top{display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between;padding:10px 14px;background:#17203a;position:sticky;top:0;z-index:2}
.brand{font-weight:800;color:#7dffa8}
.nav{display:flex;gap:6px;flex-wrap:wrap}
.nav a,.nav button,.btn{border:0;border-radius:8px;padding:7px 12px;background:#24304f;color:#eef2fb;text-decoration:none;cursor:pointer}
.nav a[aria-current=page]{background:#3a4c7d}
.btn.primary{background:#ffc43d;color:#1a1400;font-weight:700}
.btn:disabled{opacity:.6;cursor:progress}
.who{display:flex;gap:8px;align-items:center;flex-wrap:wrap}
.layout{display:grid;gap:14px;padding:14px}
@media (min-width:900px){.layout{grid-template-columns:1fr 320px;align-items:start}.slip{position:sticky;top:64px}}
h1,h2,h3{margin:0 0 8px}h1{font-size:1.3rem}h2{font-size:1.05rem;color:#b9c5e4}
.league{margin-bottom:16px}
.event{display:grid;grid-template-columns:1fr auto;gap:8px;align-items:center;padding:10px;border-radius:10px;background:#161e33;margin-bottom:8px}
.event .when{font-size:.8rem;color:#9aa7c7}.live{color:#ff7a7a;font-weight:700}
.odds{display:flex;gap:6px}
.odd{min-width:64px;border:1px solid #34436b;border-radius:8px;padding:6px 8px;background:#1e2842;color:#eef2fb;cursor:pointer;display:grid;text-align:center}
.odd small{font-size:.7rem;color:#9aa7c7}
.odd[aria-pressed=true]{background:#ffc43d;color:#1a1400;border-color:#ffc43d}.odd[aria-pressed=true] small{color:#3a2c00}
.odd[data-dir=up] b{color:#7dffa8}.odd[data-dir=down] b{color:#ff9a9a}
.odd[aria-pressed=true][data-dir] b{color:inherit}
@media (max-width:520px){.event{grid-template-columns:1fr}.odd{min-width:0;flex:1}}
.slip{background:#161e33;border-radius:12px;padding:12px;display:grid;gap:10px}
.slip ul{list-style:none;margin:0;padding:0;display:grid;gap:6px}
.slip li{display:flex;justify-content:space-between;gap:8px;align-items:center;background:#1e2842;border-radius:8px;padding:6px 8px;font-size:.9rem}
.modes{display:flex;gap:6px}.modes .btn[aria-pressed=true]{background:#3a4c7d}
label{display:grid;gap:4px;font-size:.85rem}
input{border-radius:8px;border:1px solid #34436b;background:#0f1420;color:#eef2fb;padding:8px}
.row{display:flex;justify-content:space-between}
.flash{padding:8px;border-radius:8px;background:#173a27}.flash[data-tone=error]{background:#4a1d24}
.bet{padding:10px;border-radius:10px;background:#161e33;margin-bottom:8px;display:grid;gap:4px}
.badge{font-weight:700}.badge[data-status=won]{color:#7dffa8}.badge[data-status=lost]{color:#ff9a9a}.badge[data-status=open]{color:#ffc43d}
.muted{color:#9aa7c7}`;
