# KWin's environment additions for tools/vm/ei/ei-lane (sourced by tools/vm/toolkit/kwin/shell.sh as
# /lane/shell.env): kwin_libeis debug lines on (what EIS delivered, in compositor.log), each line
# stamped with the time since boot (CLOCK_MONOTONIC, the clock eiplay prints, so that when KWin
# handled a touch can be set beside when eiplay sent it), and KWin's EIS plugin from kwin-common
# found through QT_PLUGIN_PATH (the image lacks kwin-common; ei-lane carries the plugin in).
export QT_LOGGING_RULES="$QT_LOGGING_RULES;kwin_libeis.debug=true"
export QT_MESSAGE_PATTERN='%{time boot} %{category}: %{message}'
[ ! -d /lane/qtplugins ] || export QT_PLUGIN_PATH=/lane/qtplugins
