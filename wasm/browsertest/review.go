package main

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// reviewTarget is the title's "Review a saved game", as its button's
// target is named: the page says where the title lays it out (an autosave
// adds a Resume row above it).
const reviewTarget = "review-a-saved-game"

// reviewScenario reviews a saved game as a person would: the autosave of
// the game just played is written to a file, the page is reloaded, the
// title's "Review a saved game" opens the file picker, and the file chosen
// there opens on the game's table for review.
func reviewScenario(b *browser, url, work string) error {
	raw, err := evaluate[string](b, `localStorage.getItem("starboard/gods") ?? ""`)
	if err != nil {
		return err
	}
	if raw == "" {
		return fmt.Errorf("no autosave of gods to review")
	}
	file := filepath.Join(work, "gods-save.json")
	if err := os.WriteFile(file, []byte(raw), 0o644); err != nil {
		return err
	}
	if err := b.do(time.Minute, chromedp.Navigate(url)); err != nil {
		return fmt.Errorf("reloading %s: %w", url, err)
	}
	if _, err := b.waitFor("the first frame", 5*time.Minute, func(s status) bool { return s.FirstFrameMs > 0 }); err != nil {
		return err
	}
	if err := b.waitTicks(settleTicks); err != nil {
		return err
	}
	if _, err := b.screenshot("review-title"); err != nil {
		return err
	}
	ctx, cancel := contextFor(b, 2*time.Minute)
	defer cancel()
	if _, err := chromedp.Call(ctx, page.SetInterceptFileChooserDialog, page.SetInterceptFileChooserDialogParams{Enabled: true}); err != nil {
		return fmt.Errorf("Page.setInterceptFileChooserDialog: %w", err)
	}
	at, err := b.targetAt(reviewTarget)
	if err != nil {
		return err
	}
	tap := chromedp.Func(func(context.Context, *chromedp.Target) error { return b.tap(at.x, at.y) })
	chooser, err := chromedp.Run(ctx, chromedp.WaitEvent(page.FileChooserOpened, nil, tap))
	if err != nil {
		b.screenshot("review-failed")
		return fmt.Errorf("tapping Review a saved game opened no file picker: %w", err)
	}
	if _, err := chromedp.Call(ctx, dom.SetFileInputFiles, dom.SetFileInputFilesParams{Files: []string{file}, BackendNodeID: chooser.BackendNodeID}); err != nil {
		return fmt.Errorf("choosing %s in the file picker: %w", file, err)
	}
	opened, err := b.waitFor("the saved game to open for review", tickWait, func(s status) bool { return s.Game == "gods" || s.Error != "" })
	if err != nil {
		b.screenshot("review-failed")
		return err
	}
	if opened.Error != "" {
		return fmt.Errorf("the review reports: %s", opened.Error)
	}
	if err := b.waitTicks(settleTicks); err != nil {
		return err
	}
	img, err := b.screenshot("review-table")
	if err != nil {
		return err
	}
	if err := notBlank(img); err != nil {
		return fmt.Errorf("the review's table: %w", err)
	}
	log.Printf("review: the file picker opened the saved game (%d bytes) on its table: %d moves to step through", len(raw), opened.Moves)
	return nil
}
