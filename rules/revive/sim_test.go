package revive

import (
	"flag"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"

	"starboard/ai"
	"starboard/rules"
)

var (
	simGames = flag.Int("sim", 0, "play this many games per seat count and report")
	simLevel = flag.String("simlevel", "easy", "bot level of the simulation: random, easy, normal or hard")
	simSeats = flag.Int("simseats", 0, "with -sim N: only this seat count")
	simOpts  = flag.String("simopts", "", "with -sim N: options as key=value,key=value")
	simPar   = flag.Int("simpar", 1, "with -sim N: play this many games at once (the figures do not depend on it)")
)

// TestSimulation plays games between equal bots and reports, per seat
// count: game length in turns and moves, scores, wins by seat, how the
// game ended (the clock through hibernation or an artifact taken on a
// large location) and how many major artifacts were taken. It runs only
// with -sim N.
func TestSimulation(t *testing.T) {
	if *simGames == 0 {
		t.Skip("run with -sim N")
	}
	level, err := ai.ParseLevel(*simLevel)
	if err != nil {
		t.Fatal(err)
	}
	opts := rules.Options{}
	for _, kv := range strings.Split(*simOpts, ",") {
		if k, v, ok := strings.Cut(kv, "="); ok {
			opts[k] = v
		}
	}
	citizenTaken := map[int16]int{}
	techTaken := map[int16]int{}
	tilesSeen := map[int16]int{}
	defer func() {
		var never []string
		for c := range int16(NumCitizens) {
			if citizenTaken[c] == 0 {
				never = append(never, cards[c].Name)
			}
		}
		var techs []string
		for t := range int16(numTechs) {
			techs = append(techs, strconv.Itoa(techTaken[t]))
		}
		t.Logf("citizen cards never taken: %v; meeples taken per technology space: %v; area tiles turned up: %d of %d designs",
			never, strings.Join(techs, " "), len(tilesSeen), NumAreaTiles)
	}()
	for seats := 1; seats <= 4; seats++ {
		if *simSeats != 0 && seats != *simSeats {
			continue
		}
		kindCount := map[uint8]int{}
		var lineSum [numLines]int
		bySeat := make([]int, seats)
		scoreBySeat := make([]int, seats)
		endBySeat := make([]int, seats)
		linesBySeat := make([][numLines]int, seats)
		total, moves, turns, byRemove, byTake, taken, hibs, soloWins := 0, 0, 0, 0, 0, 0, 0, 0
		var tg targetFigures
		minTurns, maxTurns := 1<<30, 0
		var mu sync.Mutex
		next := 0
		var wg sync.WaitGroup
		play := func(i int) {
			g := New(rules.Setup{Seats: seats, Seed: uint64(1000*seats + i), Options: opts})
			bots := make([]*ai.Bot, seats)
			for b := range bots {
				bots[b] = ai.New(level, uint64(i*10+b))
			}
			n, gameTurns := 0, 0
			for !g.Over() {
				seat := g.ToMove()
				s := bots[seat].Think(g.View(seat))
				for !s.Step() {
				}
				evs, err := g.Apply(s.Best())
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				n++
				kindCount[s.Best().Kind]++
				for _, e := range evs {
					switch e.Kind {
					case EvTurn:
						gameTurns++
					case EvHibernate:
						hibs++
					case EvGain:
						if gn, ok := simGainOf(g, e.A, e.B); ok {
							tg.vpBy[e.A] += int(gn.VP)
							tg.stepsBy[e.A] += int(gn.AnyTrack + gn.Track[0] + gn.Track[1] + gn.Track[2])
						}
					case EvLost:
						tg.lost += int(e.A)
						tg.lostBy[min(int(e.B)+1, len(tg.lostBy)-1)] += int(e.A)
					case EvMajor:
						taken++
					case EvCitizen:
						citizenTaken[e.A]++
					case EvPopulate:
						techTaken[e.A]++
					case EvReveal:
						tilesSeen[e.B]++
					}
				}
				mu.Unlock()
				if n > 20000 {
					t.Errorf("%d seats, game %d: no end after %d moves", seats, i, n)
					return
				}
			}
			mu.Lock()
			defer mu.Unlock()
			// How the end came: the last major artifact removed or taken.
			if g.lastMajorTaken {
				byTake++
			} else {
				byRemove++
			}
			if seats == 1 {
				if g.Winners().Has(0) {
					soloWins++
				}
			} else {
				bySeat[g.winner()]++
			}
			for p := range seats {
				scoreBySeat[p] += g.Score(rules.Seat(p))
				if g.seat[p].endTile {
					endBySeat[p]++
				}
				total += g.Score(rules.Seat(p))
				for i, v := range g.lines(int8(p)) {
					lineSum[i] += v
					linesBySeat[p][i] += v
				}
			}
			tg.add(g, g.Winners(), seats)
			moves += n
			rounds := (gameTurns + 1 + seats - 1) / seats
			turns += rounds
			minTurns, maxTurns = min(minTurns, rounds), max(maxTurns, rounds)
		}
		for range max(1, *simPar) {
			wg.Go(func() {
				for {
					mu.Lock()
					i := next
					next++
					mu.Unlock()
					if i >= *simGames || t.Failed() {
						return
					}
					play(i)
				}
			})
		}
		wg.Wait()
		if t.Failed() {
			t.FailNow()
		}
		g := float64(*simGames)
		t.Logf("%d seats, %d %s games: mean score %.1f, mean rounds %.1f (%d-%d), mean moves %.0f, hibernations/player %.1f, majors taken/game %.1f, ended by removal %d, by taking %d, wins by seat %v, solo wins %d",
			seats, *simGames, level, float64(total)/(g*float64(seats)), float64(turns)/g, minTurns, maxTurns, float64(moves)/g,
			float64(hibs)/(g*float64(seats)), float64(taken)/g, byRemove, byTake, bySeat, soloWins)
		t.Logf("  score by seat %v, end-game tile by seat %v", scoreBySeat, endBySeat)
		t.Logf("  targets: %s", tg.report(*simGames, seats, float64(turns)/g, float64(taken)/g,
			float64(kindCount[mvExplore])/(g*float64(seats)), float64(kindCount[mvPopulate])/(g*float64(seats)), bySeat, soloWins))
		if testing.Verbose() {
			for p := range seats {
				t.Logf("  seat %d lines %v", p+1, linesBySeat[p])
			}
		}
		if testing.Verbose() {
			line := ""
			for i, v := range lineSum {
				line += " " + lineNames[i] + " " + strconv.FormatFloat(float64(v)/(g*float64(seats)), 'f', 1, 64) + ";"
			}
			t.Logf("  mean score lines:%s", line)
			line = ""
			for k := uint8(1); k < numMoveKinds; k++ {
				if kindCount[k] > 0 {
					line += " " + strings.Fields((&State{}).MoveText(rules.Move{Kind: k}))[0] + " " + strconv.FormatFloat(float64(kindCount[k])/(g*float64(seats)), 'f', 1, 64)
				}
			}
			t.Logf("  moves per player:%s", line)
		}
	}
}

// targetFigures sums, over a simulation's games, what issue 28's targets
// measure: full tracks, the winners' points by line, gains and losses.
type targetFigures struct {
	seats, progFull int
	trackFull       [numTracks]int
	winLines        [numLines]int
	winTotal        int
	gained, lost    int
	lostBy          [numRes + 2]int // resources of choice, gear, book, food, crystal, energy
	vpBy, stepsBy   [numSources]int // points and track steps by source of gain
}

// simGainOf returns the gain an EvGain names, where the content says it.
func simGainOf(g *State, src, id int16) (Gain, bool) {
	switch src {
	case srcCardTop:
		return cards[id].Top, true
	case srcCardBottom:
		return cards[id].Bottom, true
	case srcModule:
		return modules[id].Effect, true
	case srcMachine:
		return rewards[id].Machine, true
	case srcToken:
		return machineTokens[id].Effect, true
	case srcCrate:
		return crates[id], true
	case srcBack:
		return tileBacks[id].Bonus, true
	case srcHibernation:
		return hibernationRewards[id], true
	case srcTech:
		return tribes[id/numTechs].Tree[id%numTechs/techCols][id%techCols].Effect, true
	case srcAbility:
		return tribes[id].Ability, true
	case srcProgress:
		return progressTrack[id].Bonus, true
	case srcReward:
		return rewards[id].Bonus, true
	}
	return Gain{}, false
}

// add counts a finished game; solo, the player counts as the winner.
func (tg *targetFigures) add(g *State, winners rules.SeatSet, seats int) {
	for p := range int8(seats) {
		ps := &g.seat[p]
		tg.seats++
		if int(ps.progress) == len(progressTrack) {
			tg.progFull++
		}
		for t := range numTracks {
			if ps.track[t] == TrackLength {
				tg.trackFull[t]++
			}
		}
		tg.gained += int(ps.gained)
		if seats == 1 || winners.Has(rules.Seat(p)) {
			for i, v := range g.lines(p) {
				tg.winLines[i] += v
				tg.winTotal += v
			}
		}
	}
}

// simPerSeat writes each count's mean per seat.
func simPerSeat(counts []int, seats int) string {
	var out []string
	for _, c := range counts {
		out = append(out, strconv.FormatFloat(float64(c)/float64(max(seats, 1)), 'f', 1, 64))
	}
	return "[" + strings.Join(out, " ") + "]"
}

// simLineWords are short names of the score lines, for the report.
var simLineWords = [numLines]string{"points", "progress", "machine", "card", "techs", "large", "minor", "res", "end"}

// report writes the figures against the targets.
func (tg *targetFigures) report(games, seats int, rounds, majors, explores, populates float64, bySeat []int, soloWins int) string {
	pct := func(a, b int) string { return strconv.FormatFloat(100*float64(a)/float64(max(b, 1)), 'f', 0, 64) + "%" }
	out := "progress full " + pct(tg.progFull, tg.seats) + " (<=25%); tracks full"
	for t := range numTracks {
		out += " " + pct(tg.trackFull[t], tg.seats)
	}
	out += " (<=33%); winners' points by line:"
	big := 0
	for i, v := range tg.winLines {
		out += " " + simLineWords[i] + " " + pct(v, tg.winTotal)
		if 100*v >= 8*tg.winTotal {
			big++
		}
	}
	out += " (max 40%, " + strconv.Itoa(big) + " at 8%+, want 5); majors/game " + strconv.FormatFloat(majors, 'f', 1, 64) +
		"; explores/seat " + strconv.FormatFloat(explores, 'f', 1, 64) + ", populates/seat " + strconv.FormatFloat(populates, 'f', 1, 64) +
		" (4+); points by source (card top, bottom, module, machine, token, crate, back, water, hib, tech, ability, progress, reward) per seat " + simPerSeat(tg.vpBy[:], tg.seats) +
		", steps by source " + simPerSeat(tg.stepsBy[:], tg.seats) + "; lost " + pct(tg.lost, tg.gained) + " " + fmt.Sprint(tg.lostBy) + " of " + strconv.Itoa(tg.gained/max(tg.seats, 1)) + " gains/seat (<10%); turns/player " +
		strconv.FormatFloat(rounds, 'f', 1, 64) + " (15-25); "
	if seats == 1 {
		return out + "solo target reached " + pct(soloWins, games) + " (40-80%)"
	}
	most := 0
	for _, w := range bySeat {
		most = max(most, w)
	}
	return out + "most wins by a seat " + pct(most, games)
}

var simVersus = flag.String("simvs", "", "with -sim N: play N two-seat games of -simlevel against this level, seats alternating, and report")

// TestVersus plays two-seat games between two bot levels, each level in
// each seat half of the time, and reports the win rate of -simvs against
// -simlevel. It runs only with -sim N -simvs LEVEL.
func TestVersus(t *testing.T) {
	if *simGames == 0 || *simVersus == "" {
		t.Skip("run with -sim N -simvs LEVEL")
	}
	base, err := ai.ParseLevel(*simLevel)
	if err != nil {
		t.Fatal(err)
	}
	other, err := ai.ParseLevel(*simVersus)
	if err != nil {
		t.Fatal(err)
	}
	wins := 0
	for i := 0; i < *simGames; i++ {
		g := New(rules.Setup{Seats: 2, Seed: uint64(7000 + i)})
		seat := i % 2 // the seat of -simvs
		bots := make([]*ai.Bot, 2)
		bots[seat] = ai.New(other, uint64(i))
		bots[1-seat] = ai.New(base, uint64(i+1000))
		if err := ai.PlayGame(g, bots); err != nil {
			t.Fatal(err)
		}
		if g.Winners().Has(rules.Seat(seat)) {
			wins++
		}
	}
	t.Logf("%s beats %s in %d of %d two-seat games (%.0f%%)", other, base, wins, *simGames, 100*float64(wins)/float64(*simGames))
}
