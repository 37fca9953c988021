extension HTMLReport {
    /// The page's style sheet.
    ///
    /// Colours come from Okabe and Ito's colour-blind-safe palette, as the plots use it: the layers
    /// sky blue, bluish green, yellow, …; the finger's dot orange over a reddish-purple path; verdicts
    /// in darkened vermillion and bluish green.
    static let style = """
        body { font: 14px/1.4 "DejaVu Sans", "Liberation Sans", Arial, sans-serif; color: #222; margin: 0 16px 32px; background: #fff; }
        header h1 { font-size: 20px; margin: 16px 0 4px; }
        .counts { color: #555; margin: 0 0 12px; }
        .counts .failed { color: #B33D00; font-weight: bold; }
        .counts .passed { color: #00775A; font-weight: bold; }
        section.case { border: 1px solid #ccc; border-radius: 6px; padding: 8px 12px; margin: 12px 0; }
        section.case:focus { outline: 2px solid #0072B2; }
        section.failed { border-color: #D55E00; border-width: 2px; }
        h2 { font-size: 16px; margin: 4px 0; }
        .badge { display: inline-block; padding: 1px 8px; border-radius: 4px; color: #fff; font-size: 12px; vertical-align: 2px; }
        .badge.passed { background: #00775A; }
        .badge.failed { background: #D55E00; }
        .badge.replayed { background: #555; }
        .line { margin: 2px 0 6px; }
        .setting { color: #666; }
        .failures { color: #B33D00; margin: 4px 0 8px; }
        .row { display: flex; flex-wrap: nowrap; gap: 16px; align-items: flex-start; }
        .player { flex: 0 0 auto; max-width: 320px; }
        svg.stage { height: 420px; width: auto; display: block; background: #f4f4f4; border: 1px solid #999; }
        svg.stage .container { fill: #ffffff; stroke: #999; stroke-width: 1; }
        svg.stage .path { fill: none; stroke: #CC79A7; stroke-width: 3; stroke-opacity: 0.8; stroke-linejoin: round; }
        svg.stage .finger { fill: #E69F00; fill-opacity: 0.85; stroke: #222; stroke-width: 2; }
        .controls { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; margin-top: 6px; }
        .controls .scrubber { width: 200px; }
        .controls .readout { font-family: "DejaVu Sans Mono", monospace; font-size: 12px; color: #333; }
        .plot { flex: 1 1 640px; min-width: 0; }
        .plot svg { width: 100%; max-width: 960px; height: auto; display: block; }
        """

    /// The player: shows a frame (layers, dimming, finger dot, plot cursor), plays, scrubs and steps.
    static let script = """
        (function () {
          "use strict";
          var data = JSON.parse(document.getElementById("report-data").textContent);
          var NS = "http://www.w3.org/2000/svg";
          var colours = ["#56B4E9", "#009E73", "#F0E442", "#0072B2", "#CC79A7", "#999999"];
          var players = [];
          var active = null;

          function Player(section, item) {
            this.section = section;
            this.item = item;
            this.index = 0;
            this.playing = false;
            this.stage = section.querySelector("svg.stage");
            this.layerGroup = this.stage.querySelector("g.layers");
            this.finger = this.stage.querySelector("circle.finger");
            this.scrubber = section.querySelector(".scrubber");
            this.button = section.querySelector(".play");
            this.readout = section.querySelector(".readout");
            // Names are data: a Map, whose keys never meet Object.prototype (a layer called
            // `constructor`, `__proto__` or `toString` broke an object used as a map).
            this.layers = new Map();
            this.names = [];
            var plot = section.querySelector(".plot svg");
            if (plot) {
              this.cursor = document.createElementNS(NS, "line");
              this.cursor.setAttribute("class", "cursor");
              this.cursor.setAttribute("stroke", "#E69F00");
              this.cursor.setAttribute("stroke-width", "2");
              this.cursor.setAttribute("y1", item.plotTop);
              this.cursor.setAttribute("y2", item.plotBottom);
              plot.appendChild(this.cursor);
            }
            var self = this;
            this.scrubber.addEventListener("input", function () { self.pause(); self.show(+self.scrubber.value); });
            this.button.addEventListener("click", function () { self.toggle(); });
            section.addEventListener("click", function () { active = self; });
            section.addEventListener("focus", function () { active = self; });
          }

          Player.prototype.layer = function (name) {
            var layer = this.layers.get(name);
            if (layer) { return layer; }
            var group = document.createElementNS(NS, "g");
            group.setAttribute("data-layer", name);
            var body = document.createElementNS(NS, "rect");
            body.setAttribute("class", "layer");
            body.setAttribute("data-layer", name);
            body.setAttribute("fill", colours[this.names.length % colours.length]);
            body.setAttribute("stroke", "#222");
            body.setAttribute("stroke-width", "1");
            var dim = document.createElementNS(NS, "rect");
            dim.setAttribute("class", "dimming");
            dim.setAttribute("fill", "#000");
            var label = document.createElementNS(NS, "text");
            label.setAttribute("fill", "#fff");
            label.setAttribute("font-size", String(Math.round(this.item.container[0] / 12)));
            label.textContent = name;
            group.appendChild(body);
            group.appendChild(label);
            group.appendChild(dim);
            this.layerGroup.appendChild(group);
            this.names.push(name);
            layer = { group: group, body: body, dim: dim, label: label };
            this.layers.set(name, layer);
            return layer;
          };

          Player.prototype.show = function (index) {
            var frames = this.item.frames;
            if (!frames.length) { return; }
            index = Math.max(0, Math.min(frames.length - 1, Math.round(index)));
            this.index = index;
            var frame = frames[index];
            this.scrubber.value = String(index);
            this.scrubber.setAttribute("aria-valuenow", String(index));
            this.stage.setAttribute("data-frame", String(index));
            this.stage.setAttribute("data-time", String(frame.t));
            var seen = new Set();
            // Pops and dismissals draw the outgoing layer on top: the spec's layers in reverse order.
            var reverse = this.item.outgoingOnTop.indexOf(frame.transition) >= 0;
            for (var n = 0; n < frame.layers.length; n++) {
              var i = reverse ? frame.layers.length - 1 - n : n;
              var v = frame.layers[i];
              var layer = this.layer(v[0]);
              seen.add(v[0]);
              var x = v[1], y = v[2], w = v[3], h = v[4] * (1 - v[9]);
              var cx = x + w / 2, cy = y + h / 2;
              var sx = v[7] * Math.abs(Math.cos(v[8] * Math.PI / 180)), sy = v[7];
              var transform = "translate(" + cx + " " + cy + ") scale(" + sx + " " + sy + ") translate(" + (-cx) + " " + (-cy) + ")";
              [layer.body, layer.dim].forEach(function (rect) {
                rect.setAttribute("x", String(x));
                rect.setAttribute("y", String(y));
                rect.setAttribute("width", String(Math.max(w, 0)));
                rect.setAttribute("height", String(Math.max(h, 0)));
                rect.setAttribute("rx", String(v[10]));
              });
              layer.body.setAttribute("opacity", String(v[5]));
              layer.dim.setAttribute("opacity", String(v[6]));
              layer.label.setAttribute("x", String(Math.max(x, 0) + w / 20));
              layer.label.setAttribute("y", String(y + h / 12));
              layer.group.setAttribute("transform", transform);
              layer.group.style.display = "";
              this.layerGroup.appendChild(layer.group);
            }
            this.layers.forEach(function (layer, name) {
              if (!seen.has(name)) { layer.group.style.display = "none"; }
            });
            var finger = null;
            var path = this.item.path;
            for (var j = 0; j < path.length && path[j][0] <= frame.t; j++) { finger = path[j]; }
            if (finger && finger[2]) {
              this.finger.setAttribute("cx", String(finger[3]));
              this.finger.setAttribute("cy", String(finger[4]));
              this.finger.style.display = "";
            } else {
              this.finger.style.display = "none";
            }
            if (this.cursor) {
              var axis = this.item.timeAxis;
              var px = axis[2] + (frame.t - axis[0]) / (axis[1] - axis[0]) * (axis[3] - axis[2]);
              this.cursor.setAttribute("x1", String(px));
              this.cursor.setAttribute("x2", String(px));
            }
            this.readout.textContent = "frame " + (index + 1) + "/" + frames.length + " · " + frame.t.toFixed(3) + " s · " +
              frame.phase + " · progress " + (frame.progress * 100).toFixed(1) + " %";
          };

          Player.prototype.play = function () {
            var frames = this.item.frames;
            if (!frames.length || this.playing) { return; }
            if (this.index >= frames.length - 1) { this.show(0); }
            this.playing = true;
            this.button.textContent = "❚❚ pause";
            var self = this;
            var startFrame = frames[this.index].t;
            var startClock = null;
            function step(now) {
              if (!self.playing) { return; }
              if (startClock === null) { startClock = now; }
              var t = startFrame + (now - startClock) / 1000;
              var index = self.index;
              while (index + 1 < frames.length && frames[index + 1].t <= t) { index++; }
              self.show(index);
              if (index >= frames.length - 1) { self.pause(); return; }
              window.requestAnimationFrame(step);
            }
            window.requestAnimationFrame(step);
          };

          Player.prototype.pause = function () {
            this.playing = false;
            this.button.textContent = "▶ play";
          };

          Player.prototype.toggle = function () {
            if (this.playing) { this.pause(); } else { this.play(); }
          };

          var sections = document.querySelectorAll("section.case");
          for (var k = 0; k < sections.length; k++) {
            // One case that cannot be shown must not stop the player of every other case.
            try {
              var player = new Player(sections[k], data[k]);
              players[k] = player;
              player.show(0);
            } catch (error) {
              sections[k].setAttribute("data-player-error", String(error));
            }
          }
          active = players.find(function (player) { return player; }) || null;

          document.addEventListener("keydown", function (event) {
            if (!active || event.target.tagName === "INPUT" && event.key === " ") { return; }
            var jump = event.shiftKey ? 10 : 1;
            switch (event.key) {
              case "ArrowRight": active.pause(); active.show(active.index + jump); break;
              case "ArrowLeft": active.pause(); active.show(active.index - jump); break;
              case "Home": active.pause(); active.show(0); break;
              case "End": active.pause(); active.show(active.item.frames.length - 1); break;
              case " ": active.toggle(); break;
              default: return;
            }
            event.preventDefault();
          });

          function fromFragment() {
            var fields = new Map();
            window.location.hash.replace(/^#/, "").split("&").forEach(function (pair) {
              var parts = pair.split("=");
              if (parts.length === 2) { fields.set(parts[0], parts[1]); }
            });
            if (!fields.has("frame")) { return; }
            var player = players[+(fields.get("case") || 0)];
            if (!player) { return; }
            active = player;
            // Through the scrubber, as a user would move it: its input handler shows the frame.
            player.scrubber.value = String(+fields.get("frame"));
            player.scrubber.dispatchEvent(new Event("input"));
            if (fields.has("case")) { player.section.scrollIntoView(); }
          }
          window.addEventListener("hashchange", fromFragment);
          fromFragment();
        })();
        """
}
