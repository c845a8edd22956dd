package menu

import (
	"fmt"
	"time"

	"starboard/internal/version"
	"starboard/scenes"
)

// DefaultStaffCode is the kiosk's staff code when none is configured
// (the -staff-code flag or STARBOARD_STAFF_CODE); README.md and docs/kiosk.md document it.
const DefaultStaffCode = "2468"

// Staff screen limits: wrong codes before it closes, and how long it stays
// up untouched (a visitor who found it goes back to the game).
const (
	staffTries = 3
	staffIdle  = 30 * time.Second
)

// staffKeys are the keypad's keys, in rows of three.
var staffKeys = [12]string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "Clear", "0", "Cancel"}

// staff is the kiosk's staff screen, opened by a press held in the
// top-left corner (scenes.StaffHold): a keypad for the staff code, then
// the kiosk's idle times and the way out of the kiosk.
type staff struct {
	sh       *shell
	code     string
	entered  string
	tries    int
	unlocked bool
	opened   time.Time
	keys     [12]*scenes.Button
	back     *scenes.Button
	exit     *scenes.Button
}

func newStaff(sh *shell) *staff {
	s := &staff{sh: sh, code: sh.cfg.StaffCode, opened: sh.app.Now()}
	if s.code == "" {
		s.code = DefaultStaffCode
	}
	for i, k := range staffKeys {
		s.keys[i] = scenes.NewButton(k, scenes.Rect{})
	}
	s.back = scenes.NewButton("Back to the kiosk", scenes.Rect{})
	s.back.Primary = true
	s.exit = scenes.NewButton("Exit the kiosk", scenes.Rect{})
	return s
}

func (s *staff) layout(w, h float64) {
	const kw, kh, gap = 150.0, 76.0, 14.0
	x0 := w/2 - (3*kw+2*gap)/2
	y0 := h/2 - 90
	for i, b := range s.keys {
		b.Rect = scenes.Rect{X: x0 + float64(i%3)*(kw+gap), Y: y0 + float64(i/3)*(kh+gap), W: kw, H: kh}
	}
	s.back.Rect = scenes.Rect{X: w/2 - 330, Y: h - 130, W: 310, H: 72}
	s.exit.Rect = scenes.Rect{X: w/2 + 20, Y: h - 130, W: 310, H: 72}
}

func (s *staff) Update(ctx *scenes.Context) scenes.Change {
	app := ctx.App
	if app.IdleFor() >= staffIdle && app.Now().Sub(s.opened) >= staffIdle {
		return scenes.Pop()
	}
	s.layout(ctx.W, ctx.H)
	if s.unlocked {
		if s.back.Update(ctx.In) {
			return scenes.Pop()
		}
		if s.exit.Update(ctx.In) {
			if app.StaffExit != nil {
				app.StaffExit()
			} else {
				app.ExitKiosk()
			}
		}
		return scenes.Stay
	}
	for i, b := range s.keys {
		if !b.Update(ctx.In) {
			continue
		}
		switch staffKeys[i] {
		case "Cancel":
			return scenes.Pop()
		case "Clear":
			s.entered = ""
		default:
			s.entered += staffKeys[i]
			if len(s.entered) < len(s.code) {
				break
			}
			if s.entered == s.code {
				s.unlocked = true
				break
			}
			s.entered = ""
			s.tries++
			if s.tries >= staffTries {
				return scenes.Pop()
			}
		}
	}
	return scenes.Stay
}

// staffLines are the figures the unlocked staff screen shows.
func (s *staff) staffLines(app *scenes.App) []string {
	return []string{
		"Starboard " + version.String(),
		fmt.Sprintf("The title starts the attract loop after %s without a touch", scenes.ReadableDuration(scenes.KioskAttractIdle)),
		fmt.Sprintf("A menu goes back to the title after %s", scenes.ReadableDuration(scenes.KioskMenuIdle)),
		fmt.Sprintf("A table asks \"still playing?\" after %s and closes after %s, results included", scenes.ReadableDuration(scenes.KioskStillIdle), scenes.ReadableDuration(scenes.KioskLeaveIdle)),
		fmt.Sprintf("A finished demo's results stay up %s before the next title's demo", scenes.ReadableDuration(scenes.AttractResults)),
		fmt.Sprintf("This screen closes after %s untouched", scenes.ReadableDuration(staffIdle)),
	}
}

func (s *staff) Draw(c *scenes.Canvas) {
	s.layout(c.W, c.H)
	c.Fill(rgba(0x0b0e18, 0xff))
	if s.unlocked {
		c.Bold("Kiosk staff", c.W/2, 60, 40, scenes.ColText, scenes.Center)
		for i, line := range s.staffLines(c.App) {
			c.Text(line, c.W/2, 140+float64(i)*44, 24, dimColor(c), scenes.Center)
		}
		s.back.Draw(c)
		s.exit.Draw(c)
		return
	}
	c.Bold("Staff code", c.W/2, 60, 40, scenes.ColText, scenes.Center)
	dots := ""
	for range s.entered {
		dots += "● "
	}
	for range len(s.code) - len(s.entered) {
		dots += "○ "
	}
	c.Text(dots, c.W/2, 130, 32, scenes.ColText, scenes.Center)
	if s.tries > 0 {
		c.Text(fmt.Sprintf("Wrong code (%d of %d tries)", s.tries, staffTries), c.W/2, 180, 20, scenes.ColBad, scenes.Center)
	}
	for _, b := range s.keys {
		b.Draw(c)
	}
}

// Targets lists the keypad's keys ("key/1", "key/Cancel"), or Back and
// Exit once unlocked.
func (s *staff) Targets(dst []scenes.Target) []scenes.Target {
	if s.unlocked {
		return append(dst, scenes.Target{Name: "back", Rect: s.back.Rect}, scenes.Target{Name: "exit", Rect: s.exit.Rect})
	}
	for i, b := range s.keys {
		dst = append(dst, scenes.Target{Name: "key/" + staffKeys[i], Rect: b.Rect})
	}
	return dst
}
