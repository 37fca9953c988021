// The toolkit lane's Firefox profile (a fresh one each boot): first run, telemetry, updates, session
// restore and background network off (toolkit-lane.md, "Firefox ESR"); software WebRender; no
// back-forward cache, so that going back requests page 1 from the lane's server again.
user_pref("browser.aboutwelcome.enabled", false);
user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("browser.startup.homepage_override.mstone", "ignore");
user_pref("startup.homepage_welcome_url", "");
user_pref("startup.homepage_welcome_url.additional", "");
user_pref("browser.startup.firstrunSkipsHomepage", true);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("datareporting.policy.firstRunURL", "");
user_pref("datareporting.healthreport.uploadEnabled", false);
user_pref("toolkit.telemetry.enabled", false);
user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
user_pref("app.update.auto", false);
user_pref("app.normandy.enabled", false);
user_pref("extensions.update.enabled", false);
user_pref("browser.sessionstore.resume_from_crash", false);
user_pref("browser.tabs.warnOnClose", false);
user_pref("network.captive-portal-service.enabled", false);
user_pref("network.connectivity-service.enabled", false);
user_pref("browser.safebrowsing.malware.enabled", false);
user_pref("browser.safebrowsing.phishing.enabled", false);
user_pref("browser.translations.enable", false);
user_pref("gfx.webrender.software", true);
user_pref("browser.sessionhistory.max_total_viewers", 0);
// No region lookup (location.services.mozilla.com, unreachable in the guest) and no new tab preloaded
// behind the page: both are start-up work that kept ESR 153's main thread busy under TCG.
user_pref("browser.region.update.enabled", false);
user_pref("browser.region.network.url", "");
user_pref("browser.newtab.preload", false);
