//go:build js

package yield

import (
	"sync"
	"syscall/js"
)

var (
	setup  sync.Once
	sender js.Value
	woken  = make(chan struct{}, 1)
)

// Yield posts a message to a MessageChannel and blocks until the page
// delivers it, so the browser runs its pending tasks (a frame among them)
// first. Call it from one goroutine at a time.
func Yield() {
	setup.Do(func() {
		mc := js.Global().Get("MessageChannel").New()
		mc.Get("port1").Set("onmessage", js.FuncOf(func(js.Value, []js.Value) any {
			woken <- struct{}{}
			return nil
		}))
		sender = mc.Get("port2")
	})
	sender.Call("postMessage", 0)
	<-woken
}
