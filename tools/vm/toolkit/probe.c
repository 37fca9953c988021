/* The toolkit lane's probe: a libadwaita window (1.2 on Debian 12, 1.7 on Debian 13) whose swipe
 * tracker decides a played gesture.
 *
 *   toolkit-probe [--swipeable | --navigation] LOG
 *
 * Fills the output (fullscreen). By default the window holds an AdwLeaflet showing its second page,
 * folded (can-unfold false), with can-navigate-back: the real back swipe of libadwaita 1.2. With
 * --navigation (libadwaita 1.4 and later, where AdwNavigationView replaced the leaflet) it holds an
 * AdwNavigationView with page 2 pushed on page 1: its back swipe pops page 2; the page shown when
 * the transition is over (AdwNavigationPage::shown: page 1 when popped, page 2 again when the swipe
 * was cancelled, adw-navigation-view.c transition_done_cb) is the decision. With --swipeable it holds
 * instead a widget of this file implementing AdwSwipeable (snap points 0 and 1, resting at 1, the
 * swipe distance its width), whose AdwSwipeTracker is set up as the leaflet's (horizontal, touch and
 * touchpad); a back swipe moves it towards 0. The two cannot share one gesture: the inner tracker of
 * two nested ones returns GDK_EVENT_STOP from every scroll it tracks (adw-swipe-tracker.c,
 * handle_scroll_event), so the outer one never sees the motion.
 *
 * Every AdwSwipeTracker's signals are logged through emission hooks, so the leaflet's own private
 * tracker is seen as well as ours. One line per event, times from g_get_monotonic_time() (us):
 *   ready T WIDTH HEIGHT          the window is mapped at its size and has drawn a frame
 *   seat T CAPABILITIES           the default seat's GdkSeatCapabilities (pointer 1, touch 2, ...),
 *                                 at ready and whenever GTK adds or removes one of its devices
 *   prepare T DIRECTION           direction: 1 forward, -1 back
 *   begin T
 *   update T PROGRESS
 *   end T VELOCITY TO             velocity in scroll units (touchpad) or pixels (touch) per ms
 *   visible T NAME                the leaflet's visible child changed (page1 or page2)
 *   settled T NAME                the child transition stopped; NAME is the visible child
 *   scroll T DX DY STOP           a smooth scroll event as GTK hands it to the widgets (after merging
 *                                 queued ones), STOP 1 for the scroll stop; from a legacy controller
 *                                 on the window (capture phase, propagates everything)
 *   drag T DX                     GTK's drag offset (px) of a touch, as the tracker's own drag gesture
 *                                 gets it, from a drag gesture on the window (capture phase, claims
 *                                 nothing) until the tracker claims the touch
 * After a settle on page1 the probe goes back to page2 itself and logs `reset T` once it is there,
 * so the next gesture starts from the same state.
 */
#include <adwaita.h>
#include <stdio.h>
#include <string.h>

static FILE *logfile;
static GtkWidget *leaflet, *page1, *page2;
/* The leaflet is deprecated since libadwaita 1.4 but still there in 1.7; the probe uses it only
 * when asked (Debian 12's libadwaita has nothing else). */
G_GNUC_BEGIN_IGNORE_DEPRECATIONS

static void say (const char *format, ...) G_GNUC_PRINTF (1, 2);

static void
say (const char *format, ...)
{
  va_list args;

  va_start (args, format);
  vfprintf (logfile, format, args);
  va_end (args);
  fputc ('\n', logfile);
  fflush (logfile);
}

/* ---- the own swipeable: snap points 0 and 1, at rest on 1 ---- */

#define PROBE_TYPE_SWIPE (probe_swipe_get_type ())
G_DECLARE_FINAL_TYPE (ProbeSwipe, probe_swipe, PROBE, SWIPE, GtkWidget)

struct _ProbeSwipe
{
  GtkWidget parent_instance;
  AdwSwipeTracker *tracker;
  double progress;
};

static void probe_swipe_swipeable_init (AdwSwipeableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ProbeSwipe, probe_swipe, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (ADW_TYPE_SWIPEABLE, probe_swipe_swipeable_init))

static double
probe_swipe_get_distance (AdwSwipeable *swipeable)
{
  return gtk_widget_get_width (GTK_WIDGET (swipeable));
}

static double *
probe_swipe_get_snap_points (AdwSwipeable *swipeable,
                             int          *n_snap_points)
{
  double *points = g_new0 (double, 2);

  points[0] = 0;
  points[1] = 1;
  if (n_snap_points)
    *n_snap_points = 2;
  return points;
}

static double
probe_swipe_get_progress (AdwSwipeable *swipeable)
{
  return PROBE_SWIPE (swipeable)->progress;
}

static double
probe_swipe_get_cancel_progress (AdwSwipeable *swipeable)
{
  return 1;
}

static void
probe_swipe_get_swipe_area (AdwSwipeable           *swipeable,
                            AdwNavigationDirection  direction,
                            gboolean                is_drag,
                            GdkRectangle           *rect)
{
  rect->x = 0;
  rect->y = 0;
  rect->width = gtk_widget_get_width (GTK_WIDGET (swipeable));
  rect->height = gtk_widget_get_height (GTK_WIDGET (swipeable));
}

static void
probe_swipe_swipeable_init (AdwSwipeableInterface *iface)
{
  iface->get_distance = probe_swipe_get_distance;
  iface->get_snap_points = probe_swipe_get_snap_points;
  iface->get_progress = probe_swipe_get_progress;
  iface->get_cancel_progress = probe_swipe_get_cancel_progress;
  iface->get_swipe_area = probe_swipe_get_swipe_area;
}

static void
probe_swipe_update (AdwSwipeTracker *tracker, double progress, ProbeSwipe *self)
{
  self->progress = progress;
}

static void
probe_swipe_end (AdwSwipeTracker *tracker, double velocity, double to, ProbeSwipe *self)
{
  /* No animation: the decision is `to`; the widget is at rest again for the next gesture. */
  self->progress = 1;
  say ("settled %" G_GINT64_FORMAT " %s", g_get_monotonic_time (), to == 0 ? "page1" : "page2");
  if (to == 0)
    say ("reset %" G_GINT64_FORMAT, g_get_monotonic_time ());
}

static void
probe_swipe_dispose (GObject *object)
{
  g_clear_object (&PROBE_SWIPE (object)->tracker);
  G_OBJECT_CLASS (probe_swipe_parent_class)->dispose (object);
}

static void
probe_swipe_class_init (ProbeSwipeClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = probe_swipe_dispose;
}

static void
probe_swipe_init (ProbeSwipe *self)
{
  self->progress = 1;
  self->tracker = adw_swipe_tracker_new (ADW_SWIPEABLE (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->tracker), GTK_ORIENTATION_HORIZONTAL);
  adw_swipe_tracker_set_enabled (self->tracker, TRUE);
  g_signal_connect (self->tracker, "update-swipe", G_CALLBACK (probe_swipe_update), self);
  g_signal_connect (self->tracker, "end-swipe", G_CALLBACK (probe_swipe_end), self);
}

/* ---- logging every tracker through emission hooks ---- */

static gboolean
hook (GSignalInvocationHint *hint, guint n, const GValue *values, gpointer data)
{
  const char *name = data;
  gint64 now = g_get_monotonic_time ();

  if (strcmp (name, "prepare") == 0)
    say ("prepare %" G_GINT64_FORMAT " %d", now, g_value_get_enum (&values[1]));
  else if (strcmp (name, "begin-swipe") == 0)
    say ("begin %" G_GINT64_FORMAT, now);
  else if (strcmp (name, "update-swipe") == 0)
    say ("update %" G_GINT64_FORMAT " %.9g", now, g_value_get_double (&values[1]));
  else if (strcmp (name, "end-swipe") == 0)
    say ("end %" G_GINT64_FORMAT " %.9g %.9g", now, g_value_get_double (&values[1]),
         g_value_get_double (&values[2]));
  return TRUE;
}

static void
add_hooks (void)
{
  static const char *names[] = { "prepare", "begin-swipe", "update-swipe", "end-swipe" };
  GType type = ADW_TYPE_SWIPE_TRACKER;

  g_type_class_ref (type);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_signal_add_emission_hook (g_signal_lookup (names[i], type), 0, hook, (gpointer) names[i], NULL);
}

/* ---- the leaflet ---- */

static const char *
visible_name (void)
{
  return adw_leaflet_get_visible_child (ADW_LEAFLET (leaflet)) == page1 ? "page1" : "page2";
}

static void
visible_changed (GObject *object, GParamSpec *pspec, gpointer data)
{
  say ("visible %" G_GINT64_FORMAT " %s", g_get_monotonic_time (), visible_name ());
}

static gboolean resetting;

static void
running_changed (GObject *object, GParamSpec *pspec, gpointer data)
{
  if (adw_leaflet_get_child_transition_running (ADW_LEAFLET (leaflet)))
    return;
  if (resetting) {
    resetting = FALSE;
    say ("reset %" G_GINT64_FORMAT, g_get_monotonic_time ());
    return;
  }
  say ("settled %" G_GINT64_FORMAT " %s", g_get_monotonic_time (), visible_name ());
  if (adw_leaflet_get_visible_child (ADW_LEAFLET (leaflet)) == page1) {
    resetting = TRUE;
    adw_leaflet_set_visible_child (ADW_LEAFLET (leaflet), page2);
  }
}

static GtkWidget *
page (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_vexpand (label, TRUE);
  return label;
}

static GtkWidget *
make_leaflet (void)
{
  leaflet = adw_leaflet_new ();
  adw_leaflet_set_can_unfold (ADW_LEAFLET (leaflet), FALSE);
  adw_leaflet_set_can_navigate_back (ADW_LEAFLET (leaflet), TRUE);
  page1 = page ("page 1");
  page2 = page ("page 2");
  adw_leaflet_append (ADW_LEAFLET (leaflet), page1);
  adw_leaflet_append (ADW_LEAFLET (leaflet), page2);
  adw_leaflet_set_visible_child (ADW_LEAFLET (leaflet), page2);
  g_signal_connect (leaflet, "notify::visible-child", G_CALLBACK (visible_changed), NULL);
  g_signal_connect (leaflet, "notify::child-transition-running", G_CALLBACK (running_changed), NULL);
  return leaflet;
}

G_GNUC_END_IGNORE_DEPRECATIONS

/* ---- the navigation view (libadwaita 1.4 and later) ---- */

#if ADW_CHECK_VERSION(1, 4, 0)
static GtkWidget *navigation;
static AdwNavigationPage *nav_page1, *nav_page2;
static gboolean nav_resetting;

static void
nav_visible_changed (GObject *object, GParamSpec *pspec, gpointer data)
{
  AdwNavigationPage *page = adw_navigation_view_get_visible_page (ADW_NAVIGATION_VIEW (navigation));

  say ("visible %" G_GINT64_FORMAT " %s", g_get_monotonic_time (), page == nav_page1 ? "page1" : "page2");
}

static void
nav_shown (AdwNavigationPage *page, gpointer data)
{
  if (page == nav_page2 && nav_resetting) {
    nav_resetting = FALSE;
    say ("reset %" G_GINT64_FORMAT, g_get_monotonic_time ());
    return;
  }
  say ("settled %" G_GINT64_FORMAT " %s", g_get_monotonic_time (), page == nav_page1 ? "page1" : "page2");
  if (page == nav_page1) {
    nav_resetting = TRUE;
    adw_navigation_view_push (ADW_NAVIGATION_VIEW (navigation), nav_page2);
  }
}

static AdwNavigationPage *
nav_page (const char *text, const char *tag)
{
  return adw_navigation_page_new_with_tag (page (text), text, tag);
}

static GtkWidget *
make_navigation (void)
{
  navigation = adw_navigation_view_new ();
  nav_page1 = nav_page ("page 1", "page1");
  nav_page2 = nav_page ("page 2", "page2");
  adw_navigation_view_add (ADW_NAVIGATION_VIEW (navigation), nav_page1);
  adw_navigation_view_add (ADW_NAVIGATION_VIEW (navigation), nav_page2);
  /* At start, without a transition: page 2 on page 1, the back swipe possible. */
  adw_navigation_view_set_animate_transitions (ADW_NAVIGATION_VIEW (navigation), FALSE);
  adw_navigation_view_push (ADW_NAVIGATION_VIEW (navigation), nav_page2);
  adw_navigation_view_set_animate_transitions (ADW_NAVIGATION_VIEW (navigation), TRUE);
  /* Connected only now: the pushes above show pages too. */
  g_signal_connect (nav_page1, "shown", G_CALLBACK (nav_shown), NULL);
  g_signal_connect (nav_page2, "shown", G_CALLBACK (nav_shown), NULL);
  g_signal_connect (navigation, "notify::visible-page", G_CALLBACK (nav_visible_changed), NULL);
  return navigation;
}
#endif

/* ---- the window ---- */

static void
seat_changed (GdkSeat *seat, GdkDevice *device, gpointer data)
{
  say ("seat %" G_GINT64_FORMAT " %d", g_get_monotonic_time (), gdk_seat_get_capabilities (seat));
}

static gboolean swipeable_mode;
#if ADW_CHECK_VERSION(1, 4, 0)
static gboolean navigation_mode;
#endif

static gboolean
first_frame (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);

  /* Wait for the fullscreen size the compositor gives, not the default one. */
  if (width < 1000)
    return G_SOURCE_CONTINUE;
  say ("ready %" G_GINT64_FORMAT " %d %d", g_get_monotonic_time (), width, height);
  seat_changed (gdk_display_get_default_seat (gtk_widget_get_display (widget)), NULL, NULL);
  return G_SOURCE_REMOVE;
}

static void
drag_update (GtkGestureDrag *gesture, double dx, double dy, gpointer data)
{
  say ("drag %" G_GINT64_FORMAT " %.9g", g_get_monotonic_time (), dx);
}

static gboolean
window_event (GtkEventControllerLegacy *controller, GdkEvent *event, gpointer data)
{
  double dx, dy;

  if (gdk_event_get_event_type (event) == GDK_SCROLL &&
      gdk_scroll_event_get_direction (event) == GDK_SCROLL_SMOOTH) {
    gdk_scroll_event_get_deltas (event, &dx, &dy);
    say ("scroll %" G_GINT64_FORMAT " %.9g %.9g %d", g_get_monotonic_time (), dx, dy,
         gdk_scroll_event_is_stop (event));
  }
  return GDK_EVENT_PROPAGATE;
}

static void
activate (GtkApplication *app, gpointer data)
{
  GtkWidget *window = gtk_application_window_new (app);
  GtkWidget *content;

#if ADW_CHECK_VERSION(1, 4, 0)
  if (navigation_mode)
    content = make_navigation ();
  else
#endif
    content = swipeable_mode ? g_object_new (PROBE_TYPE_SWIPE, NULL) : make_leaflet ();

  gtk_widget_set_hexpand (content, TRUE);
  gtk_widget_set_vexpand (content, TRUE);
  gtk_window_set_decorated (GTK_WINDOW (window), FALSE);
  gtk_window_set_child (GTK_WINDOW (window), content);
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *legacy = gtk_event_controller_legacy_new ();

  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (drag), TRUE);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (drag), GTK_PHASE_CAPTURE);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update), NULL);
  gtk_widget_add_controller (window, GTK_EVENT_CONTROLLER (drag));
  gtk_event_controller_set_propagation_phase (legacy, GTK_PHASE_CAPTURE);
  g_signal_connect (legacy, "event", G_CALLBACK (window_event), NULL);
  gtk_widget_add_controller (window, legacy);
  gtk_widget_add_tick_callback (window, first_frame, NULL, NULL);
  GdkSeat *seat = gdk_display_get_default_seat (gtk_widget_get_display (window));
  g_signal_connect (seat, "device-added", G_CALLBACK (seat_changed), NULL);
  g_signal_connect (seat, "device-removed", G_CALLBACK (seat_changed), NULL);
  gtk_window_fullscreen (GTK_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  AdwApplication *app;
  int status;
  const char *path;

  if (argc == 3 && strcmp (argv[1], "--swipeable") == 0) {
    swipeable_mode = TRUE;
    path = argv[2];
#if ADW_CHECK_VERSION(1, 4, 0)
  } else if (argc == 3 && strcmp (argv[1], "--navigation") == 0) {
    navigation_mode = TRUE;
    path = argv[2];
#endif
  } else if (argc == 2 && argv[1][0] != '-') {
    path = argv[1];
  } else {
    fprintf (stderr, "usage: toolkit-probe [--swipeable | --navigation] LOG\n");
    return 64;
  }
  logfile = fopen (path, "a");
  if (!logfile) {
    perror (path);
    return 73;
  }
  adw_init ();
  add_hooks ();
  app = adw_application_new ("org.gesturereplay.ToolkitProbe", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  status = g_application_run (G_APPLICATION (app), 1, argv);
  g_object_unref (app);
  return status;
}
