package revive

import (
	"fmt"
	"strconv"
	"strings"

	"starboard/rules"
)

// This file renders the table as text, for the command line's show: the
// map drawn with the coordinates the moves use, the shared displays, and
// each seat's boards and cards with their effects. Called on a view, it
// prints only what the view keeps: the piles as counts, the tiles face
// down by their backs, other players' crates and scoring cards as closed.

// mapCell is the width of one space of the drawn map; each row of spaces
// is half a space to the side of the next, as in mapPicture.
const mapCell = 7

// String renders the state as text: the whole table as the viewer sees it.
func (s *State) String() string {
	var b strings.Builder
	s.writeHeader(&b)
	s.writeMap(&b)
	s.writeTiles(&b)
	s.writeLarge(&b)
	s.writeDisplays(&b)
	s.writeSupply(&b)
	for p := range s.seats {
		s.writeSeat(&b, p)
	}
	return b.String()
}

func (s *State) writeHeader(b *strings.Builder) {
	fmt.Fprintf(b, "Revive, %d seat%s. ", s.seats, plural(int(s.seats)))
	if s.over {
		b.WriteString("The game is over.\n")
	} else {
		fmt.Fprintf(b, "Turn of %s, %d action%s taken", rules.Seat(s.cur), s.acts, plural(int(s.acts)))
		if s.hiber {
			b.WriteString(" (hibernating)")
		}
		if s.final >= 0 {
			b.WriteString("; the end-game tile is taken: last turns")
		}
		b.WriteString(".\n")
	}
	fmt.Fprintf(b, "Major artifacts left on the map: %d.\n", s.majorN)
	if s.seats == 1 {
		fmt.Fprintf(b, "Solo: the target score is %d points; %s scores %d now.\n", SoloTarget, rules.Seat(0), s.Score(0))
	}
}

// cellTexts returns the two lines the map prints for space h: its
// coordinate, and its terrain with the pieces on it.
func (s *State) cellTexts(h int) (string, string) {
	top := "h" + strconv.Itoa(h)
	t := s.terrain[h]
	if t == Unknown {
		return top, "?f" + strconv.Itoa(int(hexes[h].Tile))
	}
	var low strings.Builder
	low.WriteByte(terrainLetters[t])
	if t == Large {
		for l, lh := range largeHexes {
			if int(lh) == h {
				low.WriteString(strconv.Itoa(l + 1))
			}
		}
	}
	if bd := s.building[h]; bd != 0 {
		size := "b"
		if (bd-1)%2 == 1 {
			size = "B"
		}
		fmt.Fprintf(&low, " %s%d", size, (bd-1)/2+1)
	}
	if m := s.meeples[h]; m != 0 {
		low.WriteByte(' ')
		for p := range s.seats {
			if m&(1<<uint(p)) != 0 {
				low.WriteString(strconv.Itoa(int(p) + 1))
			}
		}
	}
	return top, low.String()
}

// writeMap draws the map: two lines per row of spaces, the space's
// coordinate (as build and populate name it) above its terrain and pieces.
func (s *State) writeMap(b *strings.Builder) {
	b.WriteString("\nMap (each space: its coordinate hN above its terrain and pieces)\n")
	b.WriteString("  F forest, M mountain, P field, S sand, W water, K crystal, T city, R ruin,\n")
	b.WriteString("  C chasm, L1-L4 large locations; ?fN: a face-down tile, explore fN;\n")
	b.WriteString("  b2/B2: a small/big building of seat 2; digits after T, R, L: seats with a meeple\n")
	minR, maxR := 0, 0
	for _, hx := range hexes {
		minR, maxR = min(minR, int(hx.R)), max(maxR, int(hx.R))
	}
	col := func(hx Hex) int { return (2*int(hx.Q) + int(hx.R) + 2*maxR) * mapCell / 2 }
	left := 1 << 30
	for _, hx := range hexes {
		left = min(left, col(hx))
	}
	for r := minR; r <= maxR; r++ {
		var top, low []byte
		put := func(line *[]byte, at int, text string) {
			for len(*line) < at+len(text) {
				*line = append(*line, ' ')
			}
			copy((*line)[at:], text)
		}
		for h, hx := range hexes {
			if int(hx.R) != r {
				continue
			}
			a, z := s.cellTexts(h)
			at := 2 + col(hx) - left
			put(&top, at, a)
			put(&low, at, z)
		}
		b.Write(top)
		b.WriteByte('\n')
		b.Write(low)
		b.WriteByte('\n')
	}
}

// writeTiles lists the face-down tiles by their backs, the explored tiles
// with water, and the tile waiting to be turned.
func (s *State) writeTiles(b *strings.Builder) {
	cur := s.cur
	b.WriteString("\nFace-down tiles (explore fN: pay the area cost and the range in food, gain the bonus)\n")
	for f := NumStartTiles; f < len(footprints); f++ {
		if s.known(int8(f)) {
			continue
		}
		back := tileBacks[s.back[f]]
		reach := "out of reach"
		if d := s.footprintDist(int16(f), &s.dist[cur]); d >= 0 {
			reach = fmt.Sprintf("range %d food", rangeCost(d))
		}
		if int8(f) == s.rotating {
			reach = "being explored"
		}
		fmt.Fprintf(b, "  f%-2d %d spaces: costs %s; gives %s (%s: %s)\n", f, len(footprints[f].Hexes),
			gainText(back.Cost), gainText(back.Bonus), rules.Seat(cur), reach)
	}
	var water []string
	for f := range footprints {
		if !s.known(int8(f)) || s.tileAt[f] < 0 {
			continue
		}
		d := tileDesign(s.tileAt[f])
		if d.Water == (Gain{}) || int8(f) == s.rotating {
			continue
		}
		text := fmt.Sprintf("f%d %s: %s", f, d.Name, gainText(d.Water))
		var took []string
		for p := range s.seats {
			if s.seat[p].water&(1<<uint(f)) != 0 {
				took = append(took, strconv.Itoa(int(p)+1))
			}
		}
		if len(took) > 0 {
			text += " (taken by seat " + strings.Join(took, ", ") + ")"
		}
		water = append(water, text)
	}
	if len(water) > 0 {
		b.WriteString("Water bonuses (once per player, for a building beside the water):\n")
		for _, w := range water {
			b.WriteString("  " + w + "\n")
		}
	}
	if f := s.rotating; f >= 0 {
		if !s.flipped || s.tileAt[f] < 0 {
			fmt.Fprintf(b, "f%d is being explored: its tile turns face up once the citizen card is taken.\n", f)
			return
		}
		d := tileDesign(s.tileAt[f])
		fmt.Fprintf(b, "Tile to turn on f%d: %s", f, d.Name)
		if d.Water != (Gain{}) {
			fmt.Fprintf(b, " (water gives %s)", gainText(d.Water))
		}
		b.WriteString("\n")
		hs := footprints[f].Hexes
		n := len(hs)
		for r := range n {
			if s.sameRotation(f, int16(r)) {
				continue
			}
			var parts []string
			for i, t := range d.Spaces {
				parts = append(parts, fmt.Sprintf("h%d %s", hs[(i+r)%n], t))
			}
			fmt.Fprintf(b, "  rotate %d: %s\n", r, strings.Join(parts, ", "))
		}
	}
}

// writeLarge lists the large locations with their artifacts and meeples.
func (s *State) writeLarge(b *strings.Builder) {
	b.WriteString("\nLarge locations (artifact/remove LN colour)\n")
	for l, h := range largeHexes {
		d := largeTiles[s.large[l]]
		var arts []string
		for _, c := range s.majorAt[l] {
			if c >= 0 {
				arts = append(arts, Colour(c).String())
			}
		}
		if len(arts) == 0 {
			arts = append(arts, "none")
		}
		fmt.Fprintf(b, "  L%d on h%d: %s, %d points per meeple at the end; major artifacts: %s\n",
			l+1, h, d.Name, d.VP, strings.Join(arts, ", "))
		var came []string
		for p := range s.seats {
			if s.seat[p].claimed&(1<<uint(l)) != 0 {
				came = append(came, strconv.Itoa(int(p)+1))
			}
		}
		if len(came) > 0 {
			b.WriteString("    already took one (one each per large location): seat " + strings.Join(came, ", ") + "\n")
		}
	}
}

// cardText describes card id: its id (as play names it), name, colour and
// both halves.
func cardText(id int) string {
	c := cards[id]
	extra := ""
	if c.Slot {
		extra = ", slot symbol"
	}
	if c.Start {
		extra += ", start"
	}
	return fmt.Sprintf("#%d %s (%s%s): top %s; bottom %s", id, c.Name, c.Colour, extra, gainText(c.Top), gainText(c.Bottom))
}

// gainText writes g in words as Gain.String does, shorter for a line per
// card: "2 green steps", "1 step on each track" for the same steps on all
// three, "1 any step" for a step on a track of the player's choice, "1 any
// resource" for a basic resource of the player's choice.
func gainText(g Gain) string {
	var parts []string
	add := func(n int8, one, many string) {
		switch {
		case n == 1:
			parts = append(parts, "1 "+one)
		case n != 0:
			parts = append(parts, strconv.Itoa(int(n))+" "+many)
		}
	}
	for r := range numRes {
		add(g.Res[r], resWords[r], resWords[r])
	}
	add(g.Energy, "energy", "energy")
	add(g.VP, "point", "points")
	if t := g.Track; t[0] != 0 && t[0] == t[1] && t[1] == t[2] {
		add(t[0], "step on each track", "steps on each track")
	} else {
		for c := range numTracks {
			add(t[c], Colour(c).String()+" step", Colour(c).String()+" steps")
		}
	}
	add(g.AnyTrack, "any step", "any steps")
	add(g.AnyRes, "any resource", "any resources")
	add(g.Module, "module", "modules")
	add(g.Crate, "crate", "crates")
	add(g.Citizen, "citizen card", "citizen cards")
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}

// moduleText describes module id: its colours and effect.
func moduleText(id int8) string {
	return moduleColours(int16(id)) + ": " + gainText(modules[id].Effect)
}

// writeDisplays lists the face-up citizen cards, modules and machine
// tokens, and the piles by their counts.
func (s *State) writeDisplays(b *strings.Builder) {
	fmt.Fprintf(b, "\nCitizen display (citizen N; citizen deck: %d card%s left)\n", s.deckN, plural(int(s.deckN)))
	for i, c := range s.display {
		if c < 0 {
			fmt.Fprintf(b, "  %d. empty\n", i+1)
			continue
		}
		fmt.Fprintf(b, "  %d. %s\n", i+1, cardText(int(c)))
	}
	fmt.Fprintf(b, "Module display (module N; module pile: %d left)\n", s.modN)
	for i, m := range s.modShow {
		if m < 0 {
			fmt.Fprintf(b, "  %d. empty\n", i+1)
			continue
		}
		fmt.Fprintf(b, "  %d. %s\n", i+1, moduleText(m))
	}
	b.WriteString("Machine tokens face up (token colour N)\n")
	for c := range numTracks {
		var parts []string
		for i, t := range s.tokShow[c] {
			if t < 0 {
				parts = append(parts, fmt.Sprintf("%d. none", i+1))
				continue
			}
			parts = append(parts, fmt.Sprintf("%d. %s", i+1, gainText(machineTokens[t].Effect)))
		}
		fmt.Fprintf(b, "  %-6s %s (pile %d)\n", Colour(c), strings.Join(parts, "; "), s.tokN[c])
	}
}

// writeSupply lists what every player board shares: the reward spaces of
// the machine tracks, the progress and hibernation tracks.
func (s *State) writeSupply(b *strings.Builder) {
	fmt.Fprintf(b, "Crate pile: %d; minor artifacts left: %d\n", s.crateN, s.minorN)
	fmt.Fprintf(b, "\nMachine tracks, spaces 0 to %d (a marker reaching a reward space unlocks machine mN)\n", TrackLength)
	for r, rw := range rewards {
		where := Colour(rw.Track).String()
		if rw.Track2 >= 0 {
			where += "+" + Colour(rw.Track2).String()
		}
		what := "machine: " + gainText(rw.Machine)
		if rw.Token {
			what = "a " + Colour(rw.Track).String() + " machine token"
		}
		if rw.Bonus != (Gain{}) {
			what += "; bonus " + gainText(rw.Bonus)
		}
		if rw.Final {
			what += "; at the end 2 points per " + Colour(rw.Track).String() + " citizen card"
		}
		fmt.Fprintf(b, "  m%-2d %s %d: %s\n", r+1, where, rw.Space, what)
	}
	var parts []string
	for i, sp := range progressTrack {
		t := fmt.Sprintf("%d:%dv", i+1, sp.VP)
		if sp.Bonus != (Gain{}) {
			t += "+" + gainText(sp.Bonus)
		}
		parts = append(parts, t)
	}
	b.WriteString("Progress track (space: points, + bonus):\n")
	writeWrapped(b, "  ", parts, ", ")
	parts = parts[:0]
	for i, g := range hibernationRewards {
		parts = append(parts, fmt.Sprintf("%d: %s", i+1, gainText(g)))
	}
	b.WriteString("Hibernation rewards (reward N, up to the marker's space):\n")
	writeWrapped(b, "  ", parts, "; ")
}

// writeWrapped writes parts joined by sep, in lines under 90 characters.
func writeWrapped(b *strings.Builder, indent string, parts []string, sep string) {
	line := indent
	for i, p := range parts {
		if i > 0 {
			line += sep
		}
		if len(line)+len(p) > 90 && line != indent {
			b.WriteString(strings.TrimRight(line, " ") + "\n")
			line = indent
		}
		line += p
	}
	b.WriteString(line + "\n")
}

// writeSeat lists seat p's boards, cards, technologies and pieces.
func (s *State) writeSeat(b *strings.Builder, p int8) {
	ps := &s.seat[p]
	tr := &tribes[ps.tribe]
	fmt.Fprintf(b, "\n== %s: %s; points track %d, score now %d ==\n", rules.Seat(p), tr.Name, ps.vp, s.Score(rules.Seat(p)))
	fmt.Fprintf(b, "  resources: %d gear, %d book, %d food, %d crystal; energy %d in storage, %d on machines\n",
		ps.res[Gear], ps.res[Book], ps.res[Food], ps.res[Crystal], ps.energy, ps.onMach)
	sw := "up (switch resource)"
	if ps.switched {
		sw = "down"
	}
	fmt.Fprintf(b, "  buildings left: %d small, %d big; switch %s\n", ps.small, ps.big, sw)
	fmt.Fprintf(b, "  tribe ability (ability): %s; %d use%s left\n", gainText(tr.Ability), ps.ability, plural(int(ps.ability)))
	fmt.Fprintf(b, "  tracks: green %d, red %d, yellow %d; progress markers %d; hibernation %d of 5\n",
		ps.track[Green], ps.track[Red], ps.track[Yellow], ps.progress, ps.hib)
	var mach []string
	for r := range rewards {
		if ps.unlocked&(1<<uint(r)) == 0 {
			continue
		}
		t := "m" + strconv.Itoa(r+1)
		if rewards[r].Token {
			if k := ps.token[r]; k >= 0 {
				t += " " + gainText(machineTokens[k].Effect)
			} else {
				t += " (no token)"
			}
		}
		if ps.used&(1<<uint(r)) != 0 {
			t += " (used)"
		}
		mach = append(mach, t)
	}
	if len(mach) == 0 {
		mach = append(mach, "none")
	}
	b.WriteString("  machines unlocked:\n")
	writeWrapped(b, "    ", mach, "; ")
	if ps.held >= 0 {
		fmt.Fprintf(b, "  holding a module to place: %s\n", moduleText(ps.held))
	}

	b.WriteString("  card slots (play #card sN half; cards in the order played; place sN space: * gives at once):\n")
	for sl := range NumSlots {
		half := halfWords[:]
		shows := "either half"
		if slots[sl].Half != halfAny {
			shows = half[slots[sl].Half] + " half"
		}
		state := ""
		if !s.slotOpen(p, int16(sl)) {
			state = ", closed until technology t2.2"
		}
		var mods []string
		for k, act := range slots[sl].Modules {
			t := strconv.Itoa(k + 1)
			if act {
				t += "*"
			}
			if m := ps.module[sl][k]; m >= 0 {
				t += " " + moduleText(m)
			} else {
				t += " empty"
			}
			mods = append(mods, t)
		}
		if slots[sl].Half == halfAny && ps.slotN[sl] > 0 {
			shows += ", showing " + halfWords[ps.slotHalf[sl]]
		}
		fmt.Fprintf(b, "    s%d (%s%s) modules: %s\n", sl+1, shows, state, strings.Join(mods, "; "))
		for _, c := range ps.slot[sl][:ps.slotN[sl]] {
			fmt.Fprintf(b, "      %s\n", cardText(int(c)))
		}
	}
	var active, resting []int
	for c := range NumCards {
		if s.cardOwner[c] != p {
			continue
		}
		switch s.cardLoc[c] {
		case inActive:
			active = append(active, c)
		case inResting:
			resting = append(resting, c)
		}
	}
	fmt.Fprintf(b, "  active area (the hand, to play): %d card%s\n", len(active), plural(len(active)))
	for _, c := range active {
		b.WriteString("    " + cardText(c) + "\n")
	}
	fmt.Fprintf(b, "  resting area (back at hibernation): %d card%s\n", len(resting), plural(len(resting)))
	for _, c := range resting {
		b.WriteString("    " + cardText(c) + "\n")
	}

	var taken []string
	for t := range numTechs {
		if ps.techs&(1<<uint(t)) != 0 {
			taken = append(taken, techName(t))
		}
	}
	if len(taken) == 0 {
		taken = append(taken, "none")
	}
	fmt.Fprintf(b, "  technologies (populate tR.C hN; row 1 is the bottom row)\n    unlocked: %s\n", strings.Join(taken, " "))
	for t := range numTechs {
		status := ""
		switch {
		case ps.techs&(1<<uint(t)) != 0:
			status = "unlocked"
		case s.techAvailable(p, t):
			status = "next"
		}
		b.WriteString("    " + techText(&tr.Tree[t/techCols][t%techCols], t, status) + "\n")
	}

	var held []string
	closed := 0
	for _, c := range ps.crates[:ps.crateN] {
		if c < 0 {
			closed++
			continue
		}
		held = append(held, fmt.Sprintf("#%d %s", c, gainText(crates[c])))
	}
	if closed > 0 {
		held = append(held, fmt.Sprintf("%d closed", closed))
	}
	if len(held) == 0 {
		held = append(held, "none")
	}
	fmt.Fprintf(b, "  crates (crate #N): %s\n", strings.Join(held, "; "))
	fmt.Fprintf(b, "  major artifacts: green %d, red %d, yellow %d, blue %d; minor artifacts: %d worth %d\n",
		ps.major[Green], ps.major[Red], ps.major[Yellow], ps.major[Blue], ps.minorN, ps.minorVP)
	if ps.scoring < 0 {
		b.WriteString("  artifact scoring card: secret\n")
	} else {
		var parts []string
		for c := range numColours {
			parts = append(parts, fmt.Sprintf("%s: %s", c, scoringCards[ps.scoring][c]))
		}
		fmt.Fprintf(b, "  artifact scoring card %d (each major artifact scores its colour's line again, up to %d):\n",
			ps.scoring+1, CategoryCap)
		writeWrapped(b, "    ", parts, "; ")
	}
	if ps.endTile {
		fmt.Fprintf(b, "  has the end-game tile (%d points)\n", EndTileVP)
	}
}

// techText describes technology t of a tree: its name, cost, effect and
// points, and status, "unlocked" or "next" (it may be taken) if any.
func techText(te *Tech, t int, status string) string {
	text := fmt.Sprintf("%s costs %s; gives %s", techName(t), gainText(te.Cost), gainText(te.Effect))
	if te.VP > 0 {
		text += fmt.Sprintf("; %d point%s at the end", te.VP, plural(int(te.VP)))
	}
	if te.FifthSlot {
		text += "; opens slot s5"
	}
	if te.BuildSaver {
		text += "; 1 gear off buildings"
	}
	if status != "" {
		text += " [" + status + "]"
	}
	return text
}

// techName names technology t as populate does: t, its row from the
// bottom, a dot, its column.
func techName(t int) string {
	return "t" + strconv.Itoa(t/techCols+1) + "." + strconv.Itoa(t%techCols+1)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
