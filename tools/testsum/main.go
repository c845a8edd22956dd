// Command testsum reads the output of `go test -json` on standard input and
// prints a short report: one line per package, and the output of every test
// that failed. It counts top-level tests, adds its counts to a tally file,
// and exits non-zero when a test or package failed or when no test ran at
// all, so a run that silently executed nothing fails loudly.
//
// Usage:
//
//	go test -json ./... | testsum -label headless -tally FILE
//	testsum -total FILE   # prints "N passed, N failed, N skipped" and fails unless all is well
//
// The tally file holds one line per run: label passed failed skipped.
// Other steps of a pipeline may add their own lines to it (a failed gofmt
// check is "gofmt 0 1 0").
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"time"
)

// event is one line of `go test -json` output (see `go doc test2json`).
type event struct {
	Time        time.Time
	Action      string
	Package     string
	ImportPath  string // build-output and build-fail events
	Test        string
	Elapsed     float64
	Output      string
	FailedBuild string
}

// counts are the tests seen in one run.
type counts struct {
	passed, failed, skipped int
}

func main() {
	label := flag.String("label", "tests", "name of this run in the report")
	tally := flag.String("tally", "", "file to which this run's counts are appended")
	total := flag.String("total", "", "print the sum of the counts in `FILE` and exit")
	verbose := flag.Bool("v", false, "also print a line for every passing test")
	flag.Parse()

	if *total != "" {
		os.Exit(printTotal(os.Stdout, *total))
	}
	c, packageFailures := report(os.Stdin, os.Stdout, *verbose)
	fmt.Println(summary(*label, c, packageFailures))
	failed := c.failed + packageFailures
	if c.passed+c.failed == 0 {
		fmt.Printf("[%s] ERROR: this go test run executed no test at all\n", *label)
		failed++
	}
	if *tally != "" {
		if err := appendTally(*tally, *label, counts{c.passed, failed, c.skipped}); err != nil {
			fmt.Fprintln(os.Stderr, "testsum:", err)
			os.Exit(2)
		}
	}
	if failed > 0 {
		os.Exit(1)
	}
}

// report prints the run read from r and returns its test counts and the
// number of packages that failed on their own (build errors, panics outside
// a test, a non-zero exit with every test passing).
func report(r io.Reader, w io.Writer, verbose bool) (counts, int) {
	var c counts
	packageFailures := 0
	testOutput := map[string][]string{}    // package + test -> output lines
	packageOutput := map[string][]string{} // package -> output lines outside tests
	buildOutput := map[string][]string{}   // import path -> compiler output
	testsInPackage := map[string]int{}
	failedInPackage := map[string]int{}
	var timed []timedTest

	scanner := bufio.NewScanner(r)
	scanner.Buffer(make([]byte, 1024*1024), 16*1024*1024)
	for scanner.Scan() {
		line := scanner.Bytes()
		var e event
		if len(line) == 0 || line[0] != '{' || json.Unmarshal(line, &e) != nil {
			fmt.Fprintln(w, string(line)) // not an event: pass it through
			continue
		}
		key := e.Package + " " + e.Test
		switch e.Action {
		case "build-output":
			buildOutput[e.ImportPath] = append(buildOutput[e.ImportPath], e.Output)
		case "build-fail":
			fmt.Fprintf(w, "BUILD FAILED %s\n%s", e.ImportPath, strings.Join(buildOutput[e.ImportPath], ""))
		case "output":
			if e.Test != "" {
				testOutput[key] = append(testOutput[key], e.Output)
			} else {
				packageOutput[e.Package] = append(packageOutput[e.Package], e.Output)
			}
		case "pass", "fail", "skip":
			if e.Test == "" {
				if e.Action == "fail" {
					// A test that never ended (the one running when the
					// binary timed out or crashed) is a failed test, counted
					// once, as a test that failed: the package's failure is
					// then explained.
					unfinished := printUnfinished(w, e.Package, testOutput)
					c.failed += unfinished
					testsInPackage[e.Package] += unfinished
					failedInPackage[e.Package] += unfinished
				}
				packageFailures += finishPackage(w, e, testsInPackage[e.Package], failedInPackage[e.Package], packageOutput[e.Package])
				delete(packageOutput, e.Package)
				continue
			}
			topLevel := !strings.Contains(e.Test, "/")
			if topLevel && e.Action != "skip" {
				timed = append(timed, timedTest{e.Package + " " + e.Test, e.Elapsed})
			}
			switch e.Action {
			case "pass":
				if topLevel {
					c.passed++
					testsInPackage[e.Package]++
				}
				if verbose {
					fmt.Fprintf(w, "--- PASS: %s %s (%.2fs)\n", e.Package, e.Test, e.Elapsed)
				}
			case "fail":
				if topLevel {
					c.failed++
					testsInPackage[e.Package]++
					failedInPackage[e.Package]++
				}
				fmt.Fprintf(w, "--- FAIL: %s %s (%.2fs)\n%s", e.Package, e.Test, e.Elapsed, strings.Join(testOutput[key], ""))
			case "skip":
				if topLevel {
					c.skipped++
				}
			}
			delete(testOutput, key)
		}
	}
	if err := scanner.Err(); err != nil {
		fmt.Fprintln(w, "testsum: reading go test output:", err)
		packageFailures++
	}
	printSlowest(w, timed, slowestShown)
	return c, packageFailures
}

// timedTest is a top-level test that ended, and how long it took.
type timedTest struct {
	name    string
	elapsed float64
}

// slowestShown is how many of the slowest tests a report names: the
// screen tests are the long pole of make test, and this is where a test
// grown slow shows first.
const slowestShown = 8

// printSlowest names the n slowest tests of tests, slowest first, on one
// line, when they took a second or more.
func printSlowest(w io.Writer, tests []timedTest, n int) {
	sort.SliceStable(tests, func(i, j int) bool { return tests[i].elapsed > tests[j].elapsed })
	var parts []string
	for _, t := range tests[:min(n, len(tests))] {
		if t.elapsed < 1 {
			break
		}
		name := t.name[strings.LastIndex(t.name[:strings.Index(t.name, " ")], "/")+1:]
		parts = append(parts, fmt.Sprintf("%s %.0fs", name, t.elapsed))
	}
	if len(parts) > 0 {
		fmt.Fprintf(w, "slowest: %s\n", strings.Join(parts, ", "))
	}
}

// finishPackage prints the line for a finished package and returns 1 when
// the package failed beyond its failing tests.
func finishPackage(w io.Writer, e event, tests, failedTests int, output []string) int {
	switch e.Action {
	case "pass":
		fmt.Fprintf(w, "ok    %-40s %6.2fs  %d tests\n", e.Package, e.Elapsed, tests)
		return 0
	case "skip":
		fmt.Fprintf(w, "-     %-40s no test files\n", e.Package)
		return 0
	}
	fmt.Fprintf(w, "FAIL  %-40s %6.2fs  %d tests, %d failed\n", e.Package, e.Elapsed, tests, failedTests)
	if failedTests > 0 {
		return 0 // the failing tests have been printed and counted
	}
	fmt.Fprint(w, strings.Join(output, ""))
	if e.FailedBuild != "" {
		fmt.Fprintf(w, "(build of %s failed)\n", e.FailedBuild)
	}
	return 1
}

// printUnfinished prints the output of the tests of pkg that never ended,
// such as the one running when the test binary timed out or crashed, and
// returns how many top-level tests they were: a subtest running inside an
// unfinished test is printed with it, not counted again.
func printUnfinished(w io.Writer, pkg string, testOutput map[string][]string) int {
	var keys []string
	for key := range testOutput {
		if strings.HasPrefix(key, pkg+" ") && key != pkg+" " {
			keys = append(keys, key)
		}
	}
	sort.Strings(keys)
	topLevel := 0
	for _, key := range keys {
		fmt.Fprintf(w, "--- UNFINISHED: %s\n%s", key, strings.Join(testOutput[key], ""))
		delete(testOutput, key)
		if !strings.Contains(strings.TrimPrefix(key, pkg+" "), "/") {
			topLevel++
		}
	}
	return topLevel
}

// summary is the closing line of one run: its test counts, with the
// packages that failed outside any test, so that it never reads as a
// success when the run failed.
func summary(label string, c counts, packageFailures int) string {
	line := fmt.Sprintf("[%s] tests passed: %d, failed: %d, skipped: %d", label, c.passed, c.failed, c.skipped)
	if packageFailures > 0 {
		line += fmt.Sprintf("; %d package(s) failed outside any test (a build error or a crash): FAILED", packageFailures)
	} else if c.failed > 0 {
		line += ": FAILED"
	}
	return line
}

func appendTally(path, label string, c counts) error {
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintf(f, "%s %d %d %d\n", label, c.passed, c.failed, c.skipped); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// printTotal prints the failing runs recorded in the tally file and the
// closing line, and returns the exit code: 0 only when nothing failed and
// at least one test passed.
func printTotal(w io.Writer, path string) int {
	data, err := os.ReadFile(path)
	if err != nil && !os.IsNotExist(err) {
		fmt.Fprintln(os.Stderr, "testsum:", err)
		return 2
	}
	var sum counts
	var failing []string
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if line == "" {
			continue
		}
		var label string
		var c counts
		if _, err := fmt.Sscanf(line, "%s %d %d %d", &label, &c.passed, &c.failed, &c.skipped); err != nil {
			fmt.Fprintf(os.Stderr, "testsum: bad tally line %q: %v\n", line, err)
			return 2
		}
		sum.passed += c.passed
		sum.failed += c.failed
		sum.skipped += c.skipped
		if c.failed > 0 {
			failing = append(failing, label)
		}
	}
	sort.Strings(failing)
	if len(failing) > 0 {
		fmt.Fprintf(w, "failing steps: %s\n", strings.Join(failing, " "))
	}
	code := 0
	if sum.failed > 0 {
		code = 1
	}
	if sum.passed == 0 {
		fmt.Fprintln(w, "ERROR: no test passed")
		code = 1
	}
	fmt.Fprintf(w, "%d passed, %d failed, %d skipped\n", sum.passed, sum.failed, sum.skipped)
	return code
}
