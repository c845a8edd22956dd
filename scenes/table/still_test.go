package table_test

import (
	"image/color"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/rules/toy"
	"starboard/scenes"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

// textLog is a scenes.TextDrawer that notes every line drawn.
type textLog struct {
	scenes.TextDrawer
	lines []string
}

func (l *textLog) Draw(dst *ebiten.Image, s string, x, y, size, scale float64, c color.Color, align scenes.Align, bold bool) {
	l.lines = append(l.lines, s)
	l.TextDrawer.Draw(dst, s, x, y, size, scale, c, align, bold)
}

// "Still playing?" counts down the seconds left before the table closes.
func TestStillPlayingCountsDown(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 1, nil, "human", "bot:random")
	tbl := table.New(m, newToyBoard, table.Options{})
	r := scenetest.NewRig(t, m, tbl, 640, 360)
	log := &textLog{TextDrawer: r.App.Text}
	r.App.Text = log
	now := time.Unix(1000, 0)
	r.App.Kiosk = true
	r.App.Clock = func() time.Time { return now }
	r.Tap(scenes.Rect{W: 1, H: 1})
	for _, idle := range []struct {
		after time.Duration
		want  string
	}{
		{scenes.KioskStillIdle, "30 s"},
		{scenes.KioskStillIdle + 20*time.Second, "10 s"},
		{scenes.KioskLeaveIdle - 1500*time.Millisecond, "2 s"},
	} {
		now = time.Unix(1000, 0).Add(idle.after)
		log.lines = log.lines[:0]
		r.Step(1)
		i := slices.IndexFunc(log.lines, func(s string) bool { return strings.Contains(s, "closes in") })
		if i < 0 || !strings.Contains(log.lines[i], "closes in "+idle.want) {
			t.Errorf("after %v idle the table says %q, want it to close in %s", idle.after, log.lines, idle.want)
		}
	}
}
