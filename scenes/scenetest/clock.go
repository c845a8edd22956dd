package scenetest

import (
	"time"

	"starboard/scenes"
)

// TickClock makes app's clock (scenes.App.Clock) a fake one that runs
// perTick for every tick of the app, from a fixed start: a kiosk test then
// passes a minute of idleness in 60 ticks at one second a tick, however
// busy the machine, and real time never decides what the test sees.
func TickClock(app *scenes.App, perTick time.Duration) {
	start := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	app.Clock = func() time.Time { return start.Add(time.Duration(app.Tick()) * perTick) }
}
