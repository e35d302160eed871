/**
 * The report page's styles, inline so the page is one request on a phone:
 * a single column that reads at 360 px, and print rules for A4.
 */
export const REPORT_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","PingFang SC","Microsoft YaHei",sans-serif;color:#1d2733;background:#f4f7fa}
main{max-width:760px;margin:0 auto;padding:16px;background:#fff}
h1{font-size:1.5rem;margin:0}
h2{font-size:1.2rem;margin:28px 0 8px;border-bottom:2px solid #00a3b4;padding-bottom:4px}
h3{font-size:1rem;margin:12px 0 4px}
.top{display:flex;flex-wrap:wrap;gap:12px;justify-content:space-between;align-items:flex-start}
.sub{margin:4px 0 0;color:#3d4a57}
.actions{display:flex;flex-direction:column;gap:8px;align-items:flex-start}
button{font:inherit;padding:8px 18px;min-height:44px;border-radius:8px;border:2px solid #006b78;background:#006b78;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
a{color:#005a66}
.note{background:#eef8fa;border-left:4px solid #00a3b4;padding:8px 12px}
.stats{display:grid;grid-template-columns:repeat(auto-fit,minmax(140px,1fr));gap:8px}
.stat{border:1px solid #d5dde5;border-radius:8px;padding:8px 12px;display:flex;flex-direction:column}
.stat .value{font-size:1.6rem;font-weight:700;color:#005a66}
.stat .label{color:#3d4a57;font-size:.9rem}
.trend{font-weight:600}
.muted{color:#4a5866}
.chart{margin:16px 0;padding:0}
.chart h3{margin-top:0}
.desc{margin:0 0 8px;color:#3d4a57;font-size:.9rem}
svg{width:100%;max-width:560px;height:auto;display:block}
svg .bar{fill:#00899a}
svg .bar-a{fill:#9aa8b5}
svg .grid{stroke:#e1e7ec;stroke-width:1}
svg .mark{stroke:#c0392b;stroke-width:2;stroke-dasharray:4 3}
svg .axis{font-size:12px;fill:#3d4a57}
svg .label{font-size:13px;fill:#1d2733;font-weight:600}
table.data{border-collapse:collapse;margin-top:8px;font-size:.85rem;width:100%}
table.data th,table.data td{border:1px solid #d5dde5;padding:3px 6px;text-align:left}
table.data thead th{background:#eef2f5}
.modules,.plan,.missed{padding-left:1.2em}
.modules>li{margin-bottom:8px}
.advisor p{font-size:1.05rem;background:#fff7e0;border-radius:8px;padding:10px 12px}
footer{margin-top:24px;font-size:.85rem}
@media (min-width:600px){.actions{flex-direction:row;align-items:center}}
@page{size:A4;margin:14mm}
@media print{
 body{background:#fff;font-size:11pt}
 main{max-width:none;padding:0}
 .no-print{display:none!important}
 h2{break-after:avoid}
 .chart,.stat,.modules>li,.advisor{break-inside:avoid}
 table.data{font-size:9pt}
 a{color:#000}
}
`;
