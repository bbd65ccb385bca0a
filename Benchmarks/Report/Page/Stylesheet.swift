/// The page's only styles: inline, no fonts or files from elsewhere.
enum Stylesheet {
    static let css = """
        body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;margin:0 auto;\
        max-width:780px;padding:16px;color:#222;background:#fff;font-size:14px;line-height:1.4}
        h1{font-size:22px;margin:8px 0}h2{font-size:18px;margin:28px 0 6px;border-bottom:2px solid #ddd}
        h3{font-size:15px;margin:18px 0 4px}
        .facts{display:grid;grid-template-columns:150px 1fr;gap:2px 10px;margin:8px 0}
        .facts dt{font-weight:600}.facts dd{margin:0;overflow-wrap:anywhere}
        .banner{border:2px solid #CC3311;background:#fbe9e6;padding:8px 12px;margin:10px 0;font-weight:600}
        .banner ul{margin:4px 0 0 0;padding-left:18px;font-weight:400;overflow-wrap:anywhere}
        .empty{color:#555;font-style:italic}
        .figure{margin:10px 0 22px}
        svg.chart{display:block;max-width:100%;height:auto;font-size:11px}
        svg .label,svg .tick-label{fill:#222}svg .strong{font-weight:700}svg .warn{fill:#CC3311}
        svg .inside{fill:#fff}svg .axis-title{fill:#222;font-weight:600}
        svg .grid{stroke:#e3e3e3;stroke-width:1}svg .grid.zero{stroke:#888}
        svg .emphasized{stroke:#222;stroke-width:1.2}
        svg .whisker{stroke:#222;stroke-width:1.2;fill:none}
        svg .marker{stroke:#222;stroke-width:1.5;stroke-dasharray:5 3}svg .marker-label{font-weight:600}
        svg .band{fill:#bbb;opacity:.35}
        svg .line{fill:none;stroke-width:1.8}svg .line.dashed{stroke-dasharray:6 4}
        svg .hollow{fill:#fff;stroke-width:2}
        svg .flame-label{font-size:10px;pointer-events:none}
        svg .front{fill:none;stroke:#bbb;stroke-width:8;stroke-linejoin:round;stroke-linecap:round;opacity:.7}
        svg .front-label{font-style:italic}
        .legend{display:flex;flex-wrap:wrap;gap:4px 14px;margin:4px 0;font-size:12px}
        .legend span{display:inline-flex;align-items:center;gap:4px}
        .swatch{display:inline-block;width:14px;height:10px;border:1px solid #555}
        table{border-collapse:collapse;font-size:12px;margin:6px 0;max-width:100%}
        th,td{border-bottom:1px solid #e3e3e3;padding:2px 6px;text-align:right;overflow-wrap:anywhere}
        th:first-child,td:first-child{text-align:left}th{background:#f4f4f4;overflow-wrap:normal}
        .failure{color:#CC3311;font-weight:600;overflow-wrap:anywhere}
        td.regression,td.failed,td.missing{color:#CC3311;font-weight:600}td.improvement{color:#007766;font-weight:600}
        td.figure{overflow-wrap:normal;white-space:nowrap}
        caption{text-align:left;font-size:12px;color:#555}
        """
}
