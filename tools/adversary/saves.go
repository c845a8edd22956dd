package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// baseSave is a valid save to start from.
type baseSave struct {
	from  string // where it came from
	title string
	data  []byte
}

// loadPool gathers the valid saves the corrupt ones start from: the golden
// saves, and saves made with play --save (games in progress and over).
// Making them is part of t's runs.
// maxErrorLine is the longest error line replay may print: the save's
// name, ~120 characters of a move and a title's list of move syntaxes.
const maxErrorLine = 800

func (a *adversary) loadPool(t *tally) {
	if a.pool != nil {
		return
	}
	golden, _ := filepath.Glob(filepath.Join(a.repo, "rules", "*", "testdata", "golden", "*.json"))
	for _, file := range golden {
		data := readAll(file)
		var s struct{ Title string }
		if json.Unmarshal(data, &s) == nil && s.Title != "" {
			rel, _ := filepath.Rel(a.repo, file)
			a.pool = append(a.pool, baseSave{from: rel, title: s.Title, data: data})
		}
	}
	dir := a.scratch("pool")
	for _, ti := range a.titles {
		for k := 0; k < 3; k++ {
			file := filepath.Join(dir, fmt.Sprintf("%s-%d.json", ti.slug, k))
			seats := []string{"human"}
			for len(seats) < a.seatCount(ti) {
				seats = append(seats, "bot:random")
			}
			stdin := strings.Repeat("1\n", a.r.IntN(40)) + "quit\n"
			if k == 2 { // a game the bots play to its end
				seats[0] = "bot:random"
				stdin = "quit\n"
			}
			args := []string{"play", ti.slug, "--seats", strings.Join(seats, ","), "--seed", strconv.FormatUint(a.seed(), 10), "--save", file}
			args = append(args, a.randomOptions(ti)...)
			p := a.run(dir, []byte(stdin), args...)
			t.runs++
			if a.crashed(t, &p, "play --save, making a save to corrupt", nil) {
				continue
			}
			data := readAll(file)
			if p.exit != 0 || data == nil {
				t.other++
				a.failure(t, "no-save", &p, fmt.Sprintf("play --save exited %d and left %d bytes", p.exit, len(data)), nil)
				continue
			}
			r := a.run(dir, nil, "replay", file)
			t.runs++
			if a.crashed(t, &r, "replay of a save play made", map[string][]byte{filepath.Base(file): data}) {
				continue
			}
			if r.exit != 0 {
				t.lost++
				a.failure(t, "lost", &r, "a save play --save made does not replay", map[string][]byte{filepath.Base(file): data})
				continue
			}
			a.pool = append(a.pool, baseSave{from: "play --save (" + strings.Join(args, " ") + ")", title: ti.slug, data: data})
		}
	}
	t.notes = append(t.notes, fmt.Sprintf("%d valid saves to start from (%d golden)", len(a.pool), len(golden)))
}

// partSaves tries n corrupt saves on replay and play --save.
func (a *adversary) partSaves(t *tally, n int) {
	a.loadPool(t)
	if len(a.pool) == 0 {
		t.other++
		t.notes = append(t.notes, "no valid save to start from")
		return
	}
	corrupt, kept := 0, 0
	for i := 0; i < n; i++ {
		base := a.pool[a.r.IntN(len(a.pool))]
		data, how := a.mutate(base.data)
		if a.r.IntN(4) == 0 {
			more, how2 := a.mutate(data)
			data, how = more, how+", then "+how2
		}
		t.items++
		dir := a.scratch("s")
		file := filepath.Join(dir, "save.json")
		os.WriteFile(file, data, 0o644)
		files := map[string][]byte{"save.json": data}
		what := fmt.Sprintf("a save of %s (from %s) mutated: %s", base.title, clip(base.from, 200), how)

		r := a.run(dir, nil, "replay", "save.json")
		t.runs++
		if a.crashed(t, &r, "replay of "+what, files) {
			os.RemoveAll(dir)
			continue
		}
		switch {
		case r.exit != 0 && r.exit != 1:
			t.other++
			a.failure(t, "replay-exit", &r, fmt.Sprintf("replay exited %d, not 0 or 1: %s", r.exit, what), files)
		case r.exit == 1 && len(bytes.TrimSpace(r.stderr)) == 0:
			t.other++
			a.failure(t, "replay-silent", &r, "replay exited 1 and said nothing: "+what, files)
		case longLine(r.stderr, maxErrorLine) != "":
			// A refusal may list a title's move syntax (Desolated's runs to
			// about 530 characters); what it may not do is repeat much of
			// the input, which the echo limit of the lines part checks.
			t.other++
			a.failure(t, "replay-long-error", &r, fmt.Sprintf("replay printed an error line of %d characters (at most %d): %s",
				len([]rune(longLine(r.stderr, maxErrorLine))), maxErrorLine, what), files)
		}
		bad := r.exit != 0
		if bad {
			corrupt++
		}

		p := a.run(dir, []byte("legal\nquit\n"), "play", base.title, "--save", "save.json")
		t.runs++
		if a.crashed(t, &p, "play --save of "+what, files) {
			os.RemoveAll(dir)
			continue
		}
		aside := setAside(dir, "save.json", data)
		now := readAll(file)
		untouched := now != nil && bytes.Equal(now, data)
		switch {
		case bad && aside == "":
			t.lost++
			a.failure(t, "lost", &p, fmt.Sprintf("replay refused the file (%s), and play --save exited %d without setting it aside as save.json.corrupt* (file untouched: %v): %s",
				clip(firstLine(r.stderr), 200), p.exit, untouched, what), files)
		case bad && p.exit != 0:
			t.other++
			a.failure(t, "play-exit", &p, fmt.Sprintf("play --save set a corrupt file aside but exited %d: %s", p.exit, what), files)
		case !bad && !(untouched || aside != "" || p.exit == 0 && now != nil):
			t.lost++
			a.failure(t, "lost", &p, fmt.Sprintf("a file replay accepts is gone after play --save (exit %d): %s", p.exit, what), files)
		case !bad && p.exit != 0 && p.exit != 2:
			t.other++
			a.failure(t, "play-exit", &p, fmt.Sprintf("play --save of a file replay accepts exited %d: %s", p.exit, what), files)
		}
		if aside != "" {
			kept++
		}
		os.RemoveAll(dir)
	}
	t.notes = append(t.notes, fmt.Sprintf("%d of %d mutated saves were refused by replay; play --save set %d aside", corrupt, n, kept))
}

// setAside returns the name of a file name.corrupt* in dir that holds
// exactly data, or "".
func setAside(dir, name string, data []byte) string {
	matches, _ := filepath.Glob(filepath.Join(dir, name+".corrupt*"))
	for _, m := range matches {
		if got, err := os.ReadFile(m); err == nil && bytes.Equal(got, data) {
			return filepath.Base(m)
		}
	}
	return ""
}

func firstLine(b []byte) string {
	line, _, _ := strings.Cut(strings.TrimSpace(string(b)), "\n")
	return line
}
