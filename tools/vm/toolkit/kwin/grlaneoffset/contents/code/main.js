// gesture-replay's shell lane (tools/vm/shell-lane): logs KWin's virtual desktop switch as it
// happens, one line an event on KWin's stderr: the live offset while a gesture drives it
// (desktopChanging, in desktops), the switch (desktopChanged) and a gesture given up
// (desktopChangingCancelled). Nothing is drawn.
function line(kind, a, b) {
    console.info("gr-lane " + kind + " " + Date.now() + " " + a + " " + b);
}
effects.desktopChanging.connect(function (current, offset, window) {
    line("changing", offset.x, offset.y);
});
effects.desktopChanged.connect(function (previous, current, window) {
    line("changed", previous ? previous.x11DesktopNumber : "-", current ? current.x11DesktopNumber : "-");
});
effects.desktopChangingCancelled.connect(function () {
    line("cancelled", 0, 0);
});
line("loaded", 0, 0);
