import Stagehand

/// A storyboard as a self-contained HTML page: the SVG picture inline, panned by dragging and
/// zoomed with the wheel (around the pointer), and a click on a scene or an arrow shows where it
/// is written (file:line:column). Nothing is fetched from anywhere.
///
/// The page's script marks the body `data-ready="true"` once it has set up, and selects the
/// scene or arrow named in the address's fragment (`page.html#scene0`), so a headless browser
/// can check what a click shows.
package enum StoryboardPage {
    /// The page for a storyboard already drawn as SVG by ``StoryboardPicture``.
    ///
    /// - Parameters:
    ///   - svg: the drawing.
    ///   - storyboard: what was drawn, for the list of scenes and segues and their places.
    package static func html(svg: String, storyboard: Storyboard) -> String {
        var items: [String] = []
        for (index, scene) in storyboard.scenes.enumerated() {
            let kind = scene.isEntry ? "entry scene" : (scene.isReachable ? "scene" : "scene not reached from the entry")
            items.append(item(id: StoryboardDOT.sceneID(index), kind: kind, name: scene.label, location: scene.location.description))
        }
        for (index, arrow) in storyboard.arrows.enumerated() {
            let segue = arrow.segue
            let performers = segue.triggers.isEmpty ? "performed by nothing" : "on " + segue.triggerText
            items.append(item(id: StoryboardDOT.segueID(index), kind: "segue", name: "\(segue.label), \(performers)", location: segue.location.description))
        }
        let title = "Storyboard of " + Self.folderName(of: storyboard.root)
        let style = """
        html, body { margin: 0; height: 100%; font-family: 'DejaVu Sans', system-ui, sans-serif; }
        body { display: flex; flex-direction: column; }
        header { padding: 8px 12px; border-bottom: 1px solid #ccc; display: flex; gap: 12px; align-items: center; }
        header h1 { font-size: 16px; margin: 0; }
        header .hint { color: #666; font-size: 13px; }
        #viewport { flex: 1; overflow: hidden; cursor: grab; position: relative; background: #fff; }
        #viewport.dragging { cursor: grabbing; }
        #canvas { transform-origin: 0 0; position: absolute; left: 0; top: 0; }
        #canvas g.node, #canvas g.edge { cursor: pointer; }
        #canvas g.selected polygon, #canvas g.selected path { stroke: #1565c0; stroke-width: 3; }
        #details { padding: 8px 12px; border-top: 1px solid #ccc; font-size: 14px; min-height: 1.4em; }
        #details code { font-family: 'DejaVu Sans Mono', monospace; }
        #index { display: none; }

        """
        let body = """
        <header><h1>\(XMLText.escape(title))</h1><span class="hint">Drag to pan, scroll to zoom, click a scene or an arrow to see where it is written.</span><button id="fit" type="button">Fit</button></header>
        <div id="viewport"><div id="canvas">
        \(svg)</div></div>
        <div id="details" role="status">Click a scene or an arrow.</div>
        <ul id="index">
        \(items.joined(separator: "\n"))
        </ul>
        <script>
        \(script)
        </script>

        """
        return HTMLDocument.page(title: title, style: style, body: body)
    }

    private static func item(id: String, kind: String, name: String, location: String) -> String {
        "<li data-id=\"\(id)\" data-kind=\"\(XMLText.escape(kind))\" data-name=\"\(XMLText.escape(name))\" data-location=\"\(XMLText.escape(location))\">\(XMLText.escape(name))</li>"
    }

    /// Pan, zoom and selection; plain DOM, no libraries.
    static let script = """
        (function () {
          const viewport = document.getElementById('viewport');
          const canvas = document.getElementById('canvas');
          const details = document.getElementById('details');
          const svg = canvas.querySelector('svg');
          const info = {};
          document.querySelectorAll('#index li').forEach(function (li) { info[li.dataset.id] = li.dataset; });
          let scale = 1, x = 0, y = 0;
          function apply() { canvas.style.transform = 'translate(' + x + 'px,' + y + 'px) scale(' + scale + ')'; }
          function fit() {
            if (!svg) return;
            const box = svg.getBoundingClientRect();
            const width = box.width / scale, height = box.height / scale;
            scale = Math.min(viewport.clientWidth / width, viewport.clientHeight / height, 1) * 0.95;
            x = (viewport.clientWidth - width * scale) / 2;
            y = (viewport.clientHeight - height * scale) / 2;
            apply();
          }
          viewport.addEventListener('wheel', function (event) {
            event.preventDefault();
            const factor = Math.exp(-event.deltaY * 0.0015);
            const next = Math.min(8, Math.max(0.05, scale * factor));
            const rect = viewport.getBoundingClientRect();
            const px = event.clientX - rect.left, py = event.clientY - rect.top;
            x = px - (px - x) * (next / scale);
            y = py - (py - y) * (next / scale);
            scale = next;
            apply();
          }, { passive: false });
          let drag = null, moved = false;
          viewport.addEventListener('mousedown', function (event) {
            drag = { x: event.clientX - x, y: event.clientY - y };
            moved = false;
            viewport.classList.add('dragging');
          });
          window.addEventListener('mousemove', function (event) {
            if (!drag) return;
            x = event.clientX - drag.x;
            y = event.clientY - drag.y;
            moved = true;
            apply();
          });
          window.addEventListener('mouseup', function () { drag = null; viewport.classList.remove('dragging'); });
          function select(id) {
            document.querySelectorAll('#canvas g.selected').forEach(function (g) { g.classList.remove('selected'); });
            const group = document.getElementById(id);
            const entry = info[id];
            if (!group || !entry) return false;
            group.classList.add('selected');
            details.textContent = '';
            const what = document.createElement('strong');
            what.textContent = entry.name;
            const where = document.createElement('code');
            where.textContent = entry.location;
            details.append(what, ' (' + entry.kind + ') at ', where);
            details.dataset.selected = id;
            return true;
          }
          canvas.addEventListener('click', function (event) {
            if (moved) return;
            const group = event.target.closest('g.node, g.edge');
            if (group) select(group.id);
          });
          document.getElementById('fit').addEventListener('click', fit);
          fit();
          if (location.hash.length > 1) select(decodeURIComponent(location.hash.slice(1)));
          document.body.dataset.ready = 'true';
        })();
        """

    /// The name of the drawn folder (of a scene file, its folder's): `.` and `..` are named by
    /// the folder they stand for, so a page drawn from inside a folder is titled with its name.
    static func folderName(of root: String) -> String {
        let isScene = root.hasSuffix(".yaml") || root.hasSuffix(".yml") || root.hasSuffix(".json")
        let folder = isScene ? PathResolver.directory(of: root) : root
        let absolute = PathResolver.normalize(folder.hasPrefix("/") ? folder : currentDirectory() + "/" + folder)
        return absolute.split(separator: "/").last.map(String.init) ?? "/"
    }
}

