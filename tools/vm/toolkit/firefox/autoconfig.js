// The toolkit lane's autoconfig (copied into Firefox's defaults/pref in the guest): runs lane.cfg,
// unsandboxed so that it may observe the browser window.
pref("general.config.filename", "lane.cfg");
pref("general.config.obscure_value", 0);
pref("general.config.sandbox_enabled", false);
