package menu

import (
	"errors"
	"io/fs"
	"strconv"

	"starboard/match"
	"starboard/scenes"
)

// resume lists the autosaves of games under way and resumes one (a
// finished game is not listed). A save that cannot be replayed shows why,
// naming the move, and cannot be resumed. Every save,
// the saves set aside included, can be deleted after a confirmation.
type resume struct {
	chrome
	rows    []*resumeRow
	err     *scenes.Dialog
	confirm *scenes.Dialog // "Delete this saved game?"
	doomed  *resumeRow     // the row confirm asks about
	tall    bool           // the cards stack their seats and buttons
}

type resumeRow struct {
	game   savedGame
	name   string      // the name of its store: the slug, or "gods.broken-1"
	store  match.Store // where it is kept
	button *scenes.Button
	del    *scenes.Button
	panel  scenes.Rect
	seats  string
	state  string // "Move 23 · Vega to play"
	broken string // why it cannot be resumed
}

func newResume(sh *shell) *resume {
	r := &resume{chrome: newChrome(sh, "Resume a game")}
	for _, g := range sh.savedGames(true) {
		row := newResumeRow(g, g.title.slug, sh.app.Store(g.title.slug))
		row.describe()
		r.rows = append(r.rows, row)
	}
	for _, row := range sh.asideRows() {
		r.rows = append(r.rows, row)
	}
	return r
}

func newResumeRow(g savedGame, name string, store match.Store) *resumeRow {
	row := &resumeRow{game: g, name: name, store: store, button: scenes.NewButton("Resume", scenes.Rect{}), del: scenes.NewButton("Delete", scenes.Rect{})}
	row.button.Primary = true
	return row
}

// asideRows returns a row for each save set aside because it could not be
// read: it can only be deleted.
func (sh *shell) asideRows() []*resumeRow {
	if sh.app.Store == nil {
		return nil
	}
	var rows []*resumeRow
	for i := range sh.titles {
		t := &sh.titles[i]
		if !sh.playable(t) {
			continue
		}
		for n := 1; n <= maxAside; n++ {
			name := asideName(t.slug, n)
			store := sh.app.Store(name)
			if store == nil {
				break
			}
			if _, err := store.Load(); errors.Is(err, fs.ErrNotExist) {
				continue
			}
			row := newResumeRow(savedGame{title: t}, name, store)
			row.broken = "Set aside because it is damaged; kept as " + where(store, name) + "."
			row.button.Enabled = false
			rows = append(rows, row)
		}
	}
	return rows
}

// describe checks the save by replaying it, and words what it holds.
func (row *resumeRow) describe() {
	g := row.game
	if g.err != nil {
		row.broken = "This save cannot be read: " + g.err.Error()
		row.button.Enabled = false
		return
	}
	row.seats = seatSummary(recordSeats(g))
	if g.replayErr != nil {
		row.broken = "This save cannot be resumed: " + g.replayErr.Error()
		row.button.Enabled = false
		return
	}
	state := g.game
	row.state = "Move " + strconv.Itoa(len(g.save.Moves)+1)
	if seat := state.ToMove(); int(seat) >= 0 && int(seat) < len(g.save.Seats) {
		row.state += " · " + g.save.Seats[seat].Name + " to play"
	}
}

func recordSeats(g savedGame) []match.SeatConfig {
	seats := make([]match.SeatConfig, len(g.save.Seats))
	for i, rec := range g.save.Seats {
		seats[i].Name = rec.Name
		if p, err := match.ParsePlayer(rec.Player); err == nil {
			seats[i].Player = p
		}
	}
	return seats
}

// A saved game's card is resumeRowH tall, or resumeTallH in a tall
// window, where the seats and the buttons go under the name.
const resumeRowH, resumeTallH = 132.0, 250.0

// resumeLowH is the least a card gets when many share a wide screen: the
// name and the game's state, without the seats' line.
const resumeLowH = 84.0

func (r *resume) layout(w, h float64) {
	r.chrome.layout(w, h)
	r.tall = tall(w, h)
	x, width := column(w, 1040, 48)
	rowH := resumeRowH
	if r.tall {
		x, width = column(w, 680, 28)
		rowH = resumeTallH
	}
	n := float64(max(len(r.rows), 1))
	gap := 14.0
	if room := h - 112 - 24; !r.tall && n*rowH+(n-1)*gap > room {
		// Many saved games (one of each title) share the height: each
		// card gets lower, its two buttons side by side.
		gap = 10
		rowH = max(resumeLowH, (room-(n-1)*gap)/n)
	}
	y := top(h, n*rowH+(n-1)*gap)
	for _, row := range r.rows {
		row.panel = scenes.Rect{X: x, Y: y, W: width, H: rowH}
		row.button.Rect = scenes.Rect{X: x + width - 24 - 220, Y: y + 10, W: 220, H: 56}
		row.del.Rect = scenes.Rect{X: x + width - 24 - 220, Y: y + 74, W: 220, H: 48}
		if !r.tall && rowH < resumeRowH {
			row.button.Rect = scenes.Rect{X: x + width - 20 - 200, Y: y + (rowH-56)/2, W: 200, H: 56}
			row.del.Rect = scenes.Rect{X: row.button.Rect.X - 12 - 150, Y: y + (rowH-48)/2, W: 150, H: 48}
		}
		if r.tall {
			row.button.Rect = scenes.Rect{X: x + width - 24 - 220, Y: y + rowH - 20 - 56, W: 220, H: 56}
			row.del.Rect = scenes.Rect{X: row.button.Rect.X - 16 - 200, Y: row.button.Rect.Y, W: 200, H: 56}
		}
		y += rowH + gap
	}
}

func (r *resume) Update(ctx *scenes.Context) scenes.Change {
	ctx = r.fit.in(ctx, r.need(ctx.W, ctx.H))
	if idleHome(r.sh.app) {
		return scenes.Home(nil)
	}
	r.layout(ctx.W, ctx.H)
	if r.err != nil {
		if r.err.Update(ctx) >= 0 {
			r.err = nil
		}
		return scenes.Stay
	}
	if r.confirm != nil {
		if choice := r.confirm.Update(ctx); choice >= 0 {
			r.confirm = nil
			if choice == 0 {
				r.delete(r.doomed)
			}
			r.doomed = nil
		}
		return scenes.Stay
	}
	if r.chrome.update(ctx) {
		return scenes.Pop()
	}
	for _, row := range r.rows {
		if row.del.Update(ctx.In) {
			r.sh.app.Play(sfxPick)
			r.doomed = row
			r.confirm = scenes.NewDialog("Delete this saved game?", "The saved game of "+row.game.title.name+" will be gone for good.", "Delete", "Keep")
			return scenes.Stay
		}
		if row.button.Update(ctx.In) {
			table, err := r.sh.resumeGame(row.game)
			if err != nil {
				r.sh.app.Play(sfxError)
				r.err = scenes.NewDialog("This game cannot be resumed", err.Error(), "OK")
				row.broken = "This save cannot be resumed: " + err.Error()
				row.button.Enabled = false
				return scenes.Stay
			}
			r.sh.app.Play(sfxChime)
			return scenes.Replace(table)
		}
	}
	return scenes.Stay
}

// delete removes the save of row from its store and the row from the list.
func (r *resume) delete(row *resumeRow) {
	remover, ok := row.store.(match.Remover)
	err := errors.New("this storage cannot delete saves")
	if ok {
		err = remover.Remove()
	}
	if err != nil {
		r.sh.app.Play(sfxError)
		r.err = scenes.NewDialog("The save could not be deleted", err.Error(), "OK")
		return
	}
	delete(r.sh.stuck, row.name)
	for i, other := range r.rows {
		if other == row {
			r.rows = append(r.rows[:i], r.rows[i+1:]...)
			break
		}
	}
}

// resumeGame rebuilds the match of an autosave and returns its table.
func (sh *shell) resumeGame(g savedGame) (scenes.Scene, error) {
	if g.err != nil {
		return nil, g.err
	}
	table := g.title.entry.Table
	if table == nil {
		return nil, errors.New(g.title.name + " cannot be played in this build.")
	}
	m, err := match.Resume(g.save, match.Config{
		Title:        g.title.rules,
		Store:        sh.app.Store(g.title.slug),
		Pace:         sh.pace(),
		Yield:        sh.app.Yield,
		BotTimeLimit: sh.app.BotTimeLimit,
	})
	if err != nil {
		return nil, err
	}
	return table(m), nil
}

func (r *resume) Draw(c *scenes.Canvas) {
	r.fit.begin(c, r.sh, r.need(c.W, c.H))
	defer r.fit.end(c)
	r.chrome.draw(c)
	r.layout(c.W, c.H)
	if len(r.rows) == 0 {
		c.Text("No saved games yet. A game saves itself after every move.", c.W/2, c.H/2-12, 24, dimColor(c), scenes.Center)
		return
	}
	for _, row := range r.rows {
		p := row.panel
		c.RoundRect(scenes.Rect{X: p.X + 3, Y: p.Y + 5, W: p.W, H: p.H}, 16, scenes.ColShade)
		c.RoundRect(p, 16, scenes.ColPanel)
		c.RoundRectStroke(p, 16, 1.5, scenes.ColBorder)
		tx := p.X + 128
		if r.tall {
			drawEmblem(c, r.sh, row.game.title.slug, p.X+64, p.Y+64, 84, 1)
			c.Bold(row.game.title.name, tx, p.Y+22, 26, scenes.ColText, scenes.Left)
			row.del.Draw(c)
			if row.broken != "" {
				c.Paragraph(row.broken, p.X+24, p.Y+116, 19, p.W-48, scenes.ColBad)
				continue
			}
			c.Text(row.state, tx, p.Y+62, 20, scenes.ColAccent, scenes.Left)
			c.Paragraph(row.seats, p.X+24, p.Y+116, 20, p.W-48, dimColor(c))
			row.button.Draw(c)
			continue
		}
		drawEmblem(c, r.sh, row.game.title.slug, p.X+64, p.Y+p.H/2, min(84, p.H-16), 1)
		low := p.H < resumeRowH
		textW := p.W - 128 - 24 - 244
		if low {
			textW = row.del.Rect.X - 16 - tx
		}
		top := p.Y + 18 - (resumeRowH-p.H)/3
		c.Bold(row.game.title.name, tx, top, 26, scenes.ColText, scenes.Left)
		row.del.Draw(c)
		if row.broken != "" {
			c.Paragraph(row.broken, tx, top+38, 19, textW, scenes.ColBad)
			continue
		}
		if p.H >= 104 {
			c.Text(row.seats, tx, top+38, 20, dimColor(c), scenes.Left)
			c.Text(row.state, tx, top+70, 20, scenes.ColAccent, scenes.Left)
		} else {
			c.Text(row.state, tx, top+38, 20, scenes.ColAccent, scenes.Left)
		}
		row.button.Draw(c)
	}
	if r.confirm != nil {
		r.confirm.Draw(c)
	}
	if r.err != nil {
		r.err.Draw(c)
	}
}

// Targets lists Back, "resume/<slug>" for each save that can be resumed and
// "delete/<name>" for every save ("delete/gods", "delete/gods.broken-1");
// while a dialog is up, only its buttons ("delete" and "keep", or "ok").
func (r *resume) Targets(dst []scenes.Target) []scenes.Target {
	return r.fit.out(r.ownTargets(dst), len(dst))
}

// ownTargets lists the targets in the screen's own units.
func (r *resume) ownTargets(dst []scenes.Target) []scenes.Target {
	for _, d := range []*scenes.Dialog{r.err, r.confirm} {
		if d != nil {
			for _, b := range d.Buttons {
				dst = button(dst, b)
			}
			return dst
		}
	}
	dst = r.chrome.targets(dst)
	for _, row := range r.rows {
		if row.broken == "" {
			dst = append(dst, scenes.Target{Name: "resume/" + row.game.title.slug, Rect: row.button.Rect})
		}
		dst = append(dst, scenes.Target{Name: "delete/" + row.name, Rect: row.del.Rect})
	}
	return dst
}

// need is the room the saved games take.
func (r *resume) need(w, h float64) [2]float64 {
	n := float64(max(len(r.rows), 1))
	if tall(w, h) {
		return [2]float64{736, 112 + n*resumeTallH + (n-1)*14 + 48}
	}
	return [2]float64{1136, 112 + n*resumeRowH + (n-1)*14 + 48}
}
