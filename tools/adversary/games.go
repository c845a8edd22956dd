package main

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
)

// titleInfo is what starboard-cli titles says of a title.
type titleInfo struct {
	slug, ruleset string
	min, max      int
	options       []option
}

// option is a title option and the values it takes.
type option struct {
	key    string
	values []string
}

var (
	titleLine  = regexp.MustCompile(`^(\S+)\t.*: (\d+)-(\d+) seats.*ruleset (\S+)`)
	optionLine = regexp.MustCompile(`^\s+--option ([^=\s]+)=\S*\t\(([^)]*)\)`)
	rangeWords = regexp.MustCompile(`^(-?\d+) to (-?\d+)$`)
)

// loadTitles reads the titles, their seats and options from starboard-cli
// titles.
func (a *adversary) loadTitles() error {
	p := a.run(a.work, nil, "titles")
	if p.exit != 0 {
		return fmt.Errorf("starboard-cli titles: exit %d: %s", p.exit, p.stderr)
	}
	for _, line := range strings.Split(string(p.stdout), "\n") {
		if m := titleLine.FindStringSubmatch(line); m != nil {
			lo, _ := strconv.Atoi(m[2])
			hi, _ := strconv.Atoi(m[3])
			a.titles = append(a.titles, titleInfo{slug: m[1], ruleset: m[4], min: lo, max: hi})
			continue
		}
		if m := optionLine.FindStringSubmatch(line); m != nil && len(a.titles) > 0 {
			o := option{key: m[1]}
			if r := rangeWords.FindStringSubmatch(m[2]); r != nil {
				lo, _ := strconv.Atoi(r[1])
				hi, _ := strconv.Atoi(r[2])
				for v := lo; v <= hi; v++ {
					o.values = append(o.values, strconv.Itoa(v))
				}
			} else {
				for _, v := range strings.Split(m[2], "|") {
					o.values = append(o.values, strings.TrimSpace(v))
				}
			}
			t := &a.titles[len(a.titles)-1]
			t.options = append(t.options, o)
		}
	}
	if len(a.titles) == 0 {
		return fmt.Errorf("starboard-cli titles listed no title:\n%s", p.stdout)
	}
	return nil
}

// title returns the title of slug.
func (a *adversary) title(slug string) (titleInfo, bool) {
	for _, t := range a.titles {
		if t.slug == slug {
			return t, true
		}
	}
	return titleInfo{}, false
}

// seatCount returns a random number of seats of t, at most six.
func (a *adversary) seatCount(t titleInfo) int {
	hi := min(t.max, 6)
	return t.min + a.r.IntN(hi-t.min+1)
}

// randomOptions returns --option flags for some of t's options.
func (a *adversary) randomOptions(t titleInfo) []string {
	var args []string
	for _, o := range t.options {
		if a.r.IntN(2) == 0 {
			args = append(args, "--option", o.key+"="+o.values[a.r.IntN(len(o.values))])
		}
	}
	return args
}

// seed returns a seed: mostly small, sometimes next to the largest.
func (a *adversary) seed() uint64 {
	if a.r.IntN(10) == 0 {
		return math.MaxUint64 - a.r.Uint64N(100)
	}
	return a.r.Uint64N(1_000_000)
}

// partGames plays n games with sim: every title in turn, random seats,
// options and seeds, random bots and now and then an easy one. A few runs
// are given bad flags, which must be refused with exit status 2.
func (a *adversary) partGames(t *tally, n int) {
	dir := a.scratch("games")
	for i := 0; t.items < n; i++ {
		ti := a.titles[i%len(a.titles)]
		if a.r.IntN(20) == 0 {
			a.badSim(t, dir, ti)
		}
		seats := make([]string, a.seatCount(ti))
		for s := range seats {
			seats[s] = "bot:random"
		}
		games := min(10+a.r.IntN(60), n-t.items)
		if a.r.IntN(8) == 0 {
			seats[a.r.IntN(len(seats))] = "bot:easy"
			games = min(1+a.r.IntN(2), n-t.items)
			if ti.slug == "desolated" {
				games = 1 // an easy bot takes about a second a game there
			}
		}
		args := []string{"sim", ti.slug, "--games", strconv.Itoa(games), "--seats", strings.Join(seats, ","),
			"--seed", strconv.FormatUint(a.seed(), 10), "--json"}
		if a.r.IntN(5) == 0 {
			args = append(args, "--rotate")
		}
		args = append(args, a.randomOptions(ti)...)
		p := a.run(dir, nil, args...)
		t.runs++
		if a.crashed(t, &p, "sim", nil) {
			continue
		}
		var report struct {
			Games     int     `json:"games"`
			MeanMoves float64 `json:"mean_moves"`
		}
		if p.exit != 0 {
			t.other++
			a.failure(t, "exit", &p, fmt.Sprintf("sim exited %d", p.exit), nil)
			continue
		}
		if err := json.Unmarshal(p.stdout, &report); err != nil || report.Games != games {
			t.other++
			a.failure(t, "json", &p, fmt.Sprintf("sim --json printed no report of %d games (%v)", games, err), nil)
			continue
		}
		t.items += report.Games
	}
}

// badSim runs sim with a flag it must refuse: exit status 2, no panic.
func (a *adversary) badSim(t *tally, dir string, ti titleInfo) {
	bad := [][]string{
		{"--games", "-1"}, {"--games", "99999999999999999999"}, {"--seats", "bot:godlike,bot:random"},
		{"--seats", ",,,"}, {"--seats", strings.Repeat("bot:random,", 40) + "bot:random"},
		{"--seed", "-1"}, {"--seed", "1e400"}, {"--option", "nope=1"}, {"--option", "="},
		{"--option", strings.Repeat("k", 5000) + "=v"}, {"--workers", "-3"}, {"--games"},
	}
	args := append([]string{"sim", ti.slug}, bad[a.r.IntN(len(bad))]...)
	p := a.run(dir, nil, args...)
	t.runs++
	if a.crashed(t, &p, "sim with a bad flag", nil) {
		return
	}
	if p.exit != 2 && p.exit != 1 {
		t.other++
		a.failure(t, "exit", &p, fmt.Sprintf("sim with a bad flag exited %d, not 1 or 2", p.exit), nil)
		return
	}
	if long := longLine(p.stderr, 320); long != "" {
		t.other++
		a.failure(t, "long-error", &p, "sim's refusal of a bad flag has a line of more than 320 characters: "+clip(long, 200), nil)
	}
}

// longLine returns the first line of out longer than n characters, or "".
func longLine(out []byte, n int) string {
	for _, line := range strings.Split(string(out), "\n") {
		if len([]rune(line)) > n {
			return line
		}
	}
	return ""
}
