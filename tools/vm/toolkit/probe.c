/* The toolkit lane's probe: a libadwaita 1.2 window whose swipe tracker decides a played gesture.
 *
 *   toolkit-probe [--swipeable] LOG
 *
 * Fills the output (fullscreen). By default the window holds an AdwLeaflet showing its second page,
 * folded (can-unfold false), with can-navigate-back: the real back swipe. With --swipeable it holds
 * instead a widget of this file implementing AdwSwipeable (snap points 0 and 1, resting at 1, the
 * swipe distance its width), whose AdwSwipeTracker is set up as the leaflet's (horizontal, touch and
 * touchpad); a back swipe moves it towards 0. The two cannot share one gesture: the inner tracker of
 * two nested ones returns GDK_EVENT_STOP from every scroll it tracks (adw-swipe-tracker.c,
 * handle_scroll_event), so the outer one never sees the motion.
 *
 * Every AdwSwipeTracker's signals are logged through emission hooks, so the leaflet's own private
 * tracker is seen as well as ours. One line per event, times from g_get_monotonic_time() (us):
 *   ready T WIDTH HEIGHT          the window is mapped at its size and has drawn a frame
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

/* ---- the window ---- */

static gboolean swipeable_mode;

static gboolean
first_frame (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);

  /* Wait for the fullscreen size the compositor gives, not the default one. */
  if (width < 1000)
    return G_SOURCE_CONTINUE;
  say ("ready %" G_GINT64_FORMAT " %d %d", g_get_monotonic_time (), width, height);
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
  GtkWidget *content = swipeable_mode ? g_object_new (PROBE_TYPE_SWIPE, NULL) : make_leaflet ();

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
  } else if (argc == 2 && argv[1][0] != '-') {
    path = argv[1];
  } else {
    fprintf (stderr, "usage: toolkit-probe [--swipeable] LOG\n");
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
