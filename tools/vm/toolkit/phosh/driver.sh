# phosh's steps in the shell lane (bash, sourced by tools/vm/toolkit/shells/run.sh, as root): the
# drag surfaces' state read from phosh's own Wayland messages (phosh.sh's log): the layer surface
# each draggable surface belongs to (namespace "phosh home" is the home; phosh's other draggable
# surface is its top panel), its folded and
# unfolded margins (set_margins), every margin phoc reports while a drag moves it (dragged) and the
# state it ends in (drag_end: 1 unfolded, 0 folded; set_state when phosh folds it itself). Each case
# keeps `drag SURFACE MOVED TRAVEL` and `end SURFACE STATE` lines (RESULTS/NAME/events.txt); the top
# panel opened by a case is folded by a drag up from the bottom (fold-top.evemu), the home by Super
# (super.evemu on a keyboard of its own), as toolkit-lane.md measured. A reset is over when phoc has
# ended the slide it made (its drag_end event, as phosh received it), not when phosh asked for it:
# phoc's slide sends its own dragged events and drag_end, and when they came after the case had begun
# they were read as that case's drag (center-start, a cancelled home drag after bottom-finish).

# The name the shell takes on the session bus when it is up (run.sh waits for it): phosh's
# notification server (src/notifications/notify-manager.c, NOTIFY_DBUS_NAME). Not sm.puri.Phosh, which
# is only the id phosh registers with a session manager (shell.c, phosh_session_register): no
# process owns it, and a lane waiting for it never saw phosh ready.
SHELL_BUS_NAME=org.freedesktop.Notifications
# Plays begin once phoc has opened the device (run.sh's play_when_opened), not after a fixed delay.
PLAY_WHEN_OPENED=yes
# Seconds from the play's end until phosh reports the drag's end (phoc settles in about 1.7 s).
DECIDE_LIMIT=6
# Seconds a reset may wait for phoc to end a slide (SLIDE_ANIM_DURATION_MS 300 in layer-shell-effects.c;
# under TCG phoc's requested slides ended 0.4-2.1 s after they began, 2026-11-27, host load up to 9).
SETTLE_LIMIT=20
WLOG=/run/user/$SESSION_UID/phosh-wayland.log

shell_versions() { dpkg-query -W -f='${Package} ${Version}\n' phosh phoc libinput10 2>/dev/null; }

shell_prepare() {
    cat >/usr/share/glib-2.0/schemas/90-gesture-replay-lane.gschema.override <<SCHEMA
[org.gnome.desktop.screensaver]
lock-enabled=false
[org.gnome.desktop.session]
idle-delay=uint32 0
SCHEMA
    glib-compile-schemas /usr/share/glib-2.0/schemas
}

# The drag surfaces, from phosh's messages: prints one line per event since line $1 of the log:
# `margins SURFACE FOLDED UNFOLDED`, `state SURFACE S`, `drag SURFACE MOVED TRAVEL`, `end SURFACE S`,
# SURFACE being top or home (by the layer surface's namespace) or the draggable's object id.
surface_lines() {
    awk -v from="${1:-0}" '
        function args(s) { sub(/^[^(]*\(/, "", s); sub(/\).*$/, "", s); gsub(/ /, "", s); return s }
        match($0, /get_layer_surface\(new id zwlr_layer_surface_v1[#@][0-9]+/) {
            id = substr($0, RSTART, RLENGTH); sub(/.*[#@]/, "", id)
            layer[id] = ($0 ~ /"phosh home"/) ? "home" : "top"
        }
        match($0, /get_draggable_layer_surface\(new id zphoc_draggable_layer_surface_v1[#@][0-9]+, zwlr_layer_surface_v1[#@][0-9]+/) {
            s = substr($0, RSTART, RLENGTH); split(s, p, /[#@]/); d = p[2]; sub(/,.*/, "", d); l = p[3]
            name[d] = (l in layer) ? layer[l] : d
        }
        match($0, /zphoc_draggable_layer_surface_v1[#@][0-9]+\.[a-z_]+\([^)]*\)/) {
            s = substr($0, RSTART, RLENGTH); d = s; sub(/^[^#@]*[#@]/, "", d); sub(/\..*/, "", d)
            m = s; sub(/^[^.]*\./, "", m); sub(/\(.*/, "", m); a = args(s); n = (d in name) ? name[d] : d
            if (m == "set_margins") { split(a, v, ","); folded[n] = v[1]; unfolded[n] = v[2] }
            if (NR <= from) next
            if (m == "set_margins") print "margins", n, v[1], v[2]
            else if (m == "set_state") print "state", n, a
            else if (m == "dragged") { t = unfolded[n] - folded[n]; print "drag", n, a - folded[n], (t < 0 ? -t : t) }
            else if (m == "drag_end") print "end", n, a
            else if (m == "set_drag_mode") print "mode", n, a
        }
        NR > from && match($0, /wl_touch[#@][0-9]+\.(down|up|cancel)\(/) {
            s = substr($0, RSTART, RLENGTH); sub(/^[^.]*\./, "", s); sub(/\($/, "", s); print "touch", s
        }' "$WLOG"
}
# state SURFACE: its last state (1 unfolded, 0 folded) by drag_end or set_state, as the log has it.
state() { surface_lines 0 | awk -v n="$1" '($1 == "end" || $1 == "state") && $2 == n { s = $3 } END { print s }'; }
# settled SURFACE: phoc has ended every drag and slide of SURFACE: its last state, drag or end line
# is phoc's drag_end (which phoc sends when a slide's animation ends: layer-shell-effects.c,
# on_output_frame_callback), or it has none. Prints the state it settled in; exit 1 while it moves.
settled() {
    surface_lines 0 | awk -v n="$1" '
        $2 == n && ($1 == "state" || $1 == "drag" || $1 == "end") { last = $1; s = $3 }
        END { if (last == "" ) { print 0; exit 0 } if (last != "end") exit 1; print s }'
}
# The drag mode phosh last gave SURFACE (zphoc_draggable_layer_surface_v1: 0 full, 1 handle, 2 none).
drag_mode() { surface_lines 0 | awk -v n="$1" '$1 == "mode" && $2 == n { s = $3 } END { print s }'; }
# phoc's own record of SURFACE: the margin its last slide ended at ("Ending animation for PTR, margin:
# M" in its debug log), PTR found by the folded margin phosh set ("margins for PTR: F,U").
phoc_margin() {
    local folded
    folded=$(surface_lines 0 | awk -v n="$1" '$1 == "margins" && $2 == n { f = $3 } END { print f }')
    awk -v f="$folded" '
        match($0, /margins for 0x[0-9a-f]+: -?[0-9]+,/) {
            s = substr($0, RSTART, RLENGTH); split(s, p, /[ :,]+/); if (p[4] == f) ptr = p[3]
        }
        match($0, /Ending animation for 0x[0-9a-f]+, margin: -?[0-9.]+/) {
            s = substr($0, RSTART, RLENGTH); split(s, p, /[ ,]+/); last[p[4]] = p[6]
        }
        END { if (ptr in last) printf "%d", last[ptr]; else print "-" }' "$RESULTS/compositor.log"
}
# What phosh and phoc say of both surfaces: `top=STATE/MODE/MARGIN home=...` (STATE `moving` while
# phoc has a drag or slide of it unended).
surfaces_now() {
    local s out=
    for s in top home; do
        out+="$s=$(settled "$s" || echo moving)/$(drag_mode "$s")/$(phoc_margin "$s") "
    done
    echo "${out% }"
}
phosh_on_bus() {
    as_user gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
        --method org.freedesktop.DBus.NameHasOwner "$SHELL_BUS_NAME" 2>/dev/null | grep -q true
}
two_surfaces() { [ "$(surface_lines 0 | awk '$1 == "margins" && ($2 == "top" || $2 == "home")' | wc -l)" -ge 2 ]; }

# press_super: a keyboard of its own, kept until phoc has opened it (its node among phoc's files),
# then Super pressed and released (evemu-play into the node).
phoc_has() { ls -l /proc/"$(pgrep -x phoc | head -1)"/fd 2>/dev/null | grep -q "$1\$"; }
# open_device FILE: makes FILE's device with evemu-device and waits until phoc has it open; sets
# device_pid (evemu-device, which keeps the device until killed) and device_node.
open_device() {
    local out=/tmp/$(basename "$1" .evemu)-device.out
    evemu-device "$1" >"$out" 2>&1 &
    device_pid=$!
    wait_until 10 grep -q ': /dev/input/event' "$out" || { kill "$device_pid"; return 1; }
    device_node=$(sed -n 's|.*: \(/dev/input/event[0-9]*\)$|\1|p' "$out" | head -1)
    wait_until 10 phoc_has "$device_node"
}
# close_device: removes the device open_device made.
close_device() {
    kill "$device_pid"
    wait "$device_pid" 2>/dev/null
    return 0
}
press_super() {
    open_device "$LANE/toolkit/phosh/super.evemu" || return 1
    grep '^E:' "$LANE/toolkit/phosh/super.evemu" | evemu-play "$device_node"
    close_device
}
# top_folded, home_folded: phoc has ended its last drag or slide of the surface, folded (its drag_end
# with state 0 is the last word on it in phosh's log), so that no slide of a reset goes on into a case.
top_folded() { [ "$(settled top)" = 0 ]; }
home_folded() { [ "$(settled home)" = 0 ]; }
# fold_top: the fold drag played into a touchscreen of its own once phoc has opened it, the device
# kept until phoc has ended the top panel's slide, folded.
fold_top() {
    open_device "$LANE/toolkit/phosh/fold-top.evemu" || return 1
    "$LANE/gesture-replay" play --into "$device_node" "$LANE/toolkit/phosh/fold-top.evemu" >/tmp/fold.out 2>&1
    wait_until "$SETTLE_LIMIT" top_folded
    close_device
    top_folded
}
# fold_home: Super, once the home has settled unfolded (a press while phoc still slides it would
# turn it back), then phoc's drag_end of the slide that folds it.
fold_home() {
    wait_until "$SETTLE_LIMIT" settled home >/dev/null || return 1
    home_folded && return 0
    press_super || return 1
    wait_until "$SETTLE_LIMIT" home_folded
}

# Ready: phosh's log, its notification server, both drag surfaces, and the home folded by Super once
# phoc has ended its start-up slide (phosh opens the home, the overview, as it starts: phoc's
# "Sliding PTR: 1" and its drag_end were in each of the ten start-ups logged, 2026-11-27).
home_slid() { surface_lines 0 | grep -q '^end home '; }
shell_ready() {
    [ -s "$WLOG" ] && phosh_on_bus && two_surfaces && home_slid || return 1
    home_folded && return 0
    settled home >/dev/null && press_super
    return 1
}

both_settled() { settled top >/dev/null && settled home >/dev/null; }

CASE_START=0
CASE_LOG_START=0
shell_reset() {
    local dir=$1
    # What the previous case left, as phosh and phoc say (the record that explains a case played
    # onto a moving or open surface).
    meta "$dir" found "$(surfaces_now)"
    if ! wait_until "$SETTLE_LIMIT" both_settled; then
        meta "$dir" reset-error "phoc did not end its slide within $SETTLE_LIMIT s: $(surfaces_now)"
        return 1
    fi
    if ! top_folded && ! fold_top; then
        meta "$dir" reset-error "the top panel did not fold: $(surfaces_now)"
        return 1
    fi
    if ! fold_home; then
        meta "$dir" reset-error "the home did not fold: $(surfaces_now)"
        return 1
    fi
    CASE_START=$(wc -l <"$WLOG")
    CASE_LOG_START=$(wc -l <"$RESULTS/compositor.log")
    meta "$dir" before "top=$(state top) home=$(state home)"
    meta "$dir" surfaces-before "$(surfaces_now)"
}
# Decided: phoc's drag_end of a surface the case moved; or, when no drag surface moved, phosh has had
# every touch it was given lifted or cancelled (wl_touch up or cancel; the play has lifted every
# contact by now, and phoc sends a surface's dragged events before the lift that ends them, so a lift
# with no drag line before it is a touch no surface took). A touch phosh never saw (none of its
# surfaces under it) waits the DECIDE_LIMIT bound, as every case did before.
shell_decided() {
    surface_lines "$CASE_START" | awk '
        $1 == "end" { decided = 1 }
        $1 == "drag" { dragged = 1 }
        $1 == "touch" && $2 == "down" { down++ }
        $1 == "touch" && ($2 == "up" || $2 == "cancel") { lifted++ }
        END { exit !(decided || (!dragged && down > 0 && lifted >= down)) }'
}
# The margin at the lift, from phoc's log: the slide it starts when the finger lifts
# (`phoc_draggable_layer_surface_slide: start: MARGIN, end: E dir: D`, layer-shell-effects.c) starts
# from the last accepted drag's margin. phosh's own dragged events go on through that slide (the last
# is the end margin), so they cannot say where the finger let go.
slide_start() {
    tail -n +"$((CASE_LOG_START + 1))" "$RESULTS/compositor.log" \
        | sed -n 's/.*phoc_draggable_layer_surface_slide: start: \(-\{0,1\}[0-9.]*\),.*/\1/p' | head -1
}
shell_read() {
    local dir=$1 start surface
    meta "$dir" after "top=$(state top) home=$(state home)"
    meta "$dir" surfaces-after "$(surfaces_now)"
    surface_lines "$CASE_START" | grep '^\(drag\|end\) ' >"$dir/events.txt"
    # phosh's own messages of the case (its drag surfaces'), kept beside the lines read from them.
    tail -n +"$((CASE_START + 1))" "$WLOG" >"$dir/phosh-wayland.log"
    start=$(slide_start)
    surface=$(awk '$1 == "drag" { print $2; exit }' "$dir/events.txt")
    [ -n "$start" ] && [ -n "$surface" ] || return 0
    # `release SURFACE MOVED TRAVEL`, as the drag lines give theirs.
    surface_lines 0 | awk -v n="$surface" -v s="$start" '
        $1 == "margins" && $2 == n { f = $3; u = $4 }
        END { if (f != "") { t = u - f; print "release", n, s - f, (t < 0 ? -t : t) } }' >>"$dir/events.txt"
}
