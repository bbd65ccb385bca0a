// Injected by scripts/ci/check-report.sh into a COPY of the report (the shipped page has no script).
// Writes what the checker judges into a pre element (id report-check) as JSON, which --dump-dom prints.
(function () {
  var result = { charts: [], overflow: [], height: 0, width: 0, viewport: window.innerWidth };
  var charts = document.querySelectorAll('svg.chart');
  charts.forEach(function (svg, index) {
    var box = svg.getBoundingClientRect();
    var title = svg.getAttribute('aria-label') || ('chart ' + index);
    var marks = Array.prototype.filter.call(svg.querySelectorAll('.mark'), function (mark) {
      var r = mark.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    });
    result.charts.push({ title: title, marks: marks.length, width: box.width, height: box.height });
    svg.querySelectorAll('text').forEach(function (text) {
      var r = text.getBoundingClientRect();
      if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1) {
        result.overflow.push('chart "' + title + '": text "' + text.textContent + '" leaves the chart');
      }
    });
  });
  document.querySelectorAll('h1,h2,h3,p,li,dt,dd,th,td,caption,.legend span,.banner').forEach(function (element) {
    if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
      result.overflow.push(element.tagName.toLowerCase() + ' "' + element.textContent.slice(0, 60) + '" overflows its box');
    }
  });
  result.sections = {};
  document.querySelectorAll('header[id],section[id]').forEach(function (section) {
    result.sections[section.id] = Math.round(section.getBoundingClientRect().top + window.scrollY);
  });
  result.height = document.documentElement.scrollHeight;
  result.width = document.documentElement.scrollWidth;
  var pre = document.createElement('pre');
  pre.id = 'report-check';
  pre.textContent = JSON.stringify(result);
  document.body.appendChild(pre);
})();
