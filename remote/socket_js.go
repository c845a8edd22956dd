package remote

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"syscall/js"

	"starboard/wire"
)

// dialSocket opens a WebSocket to url through the browser's own
// WebSocket: the coder/websocket client would bring net/http into the
// browser build, 0.4 MB more to download.
func dialSocket(ctx context.Context, url string) (s socket, err error) {
	defer func() {
		if r := recover(); r != nil { // the constructor throws on a bad URL
			s, err = nil, fmt.Errorf("opening %s: %v", url, r)
		}
	}()
	b := &browserSocket{ready: make(chan struct{}, 1), done: make(chan struct{})}
	b.ws = js.Global().Get("WebSocket").New(url)
	b.ws.Set("binaryType", "arraybuffer")
	opened := make(chan struct{})
	b.on("open", func(js.Value) { close(opened) })
	b.on("message", b.received)
	b.on("close", func(ev js.Value) {
		b.end(fmt.Errorf("the connection closed (%d %s)", ev.Get("code").Int(), ev.Get("reason").String()))
	})
	select {
	case <-opened:
		return b, nil
	case <-b.done:
		return nil, b.err
	case <-ctx.Done():
		b.CloseNow()
		return nil, ctx.Err()
	}
}

// browserSocket is a socket over the browser's WebSocket. Its callbacks
// run on the page's event loop and must not block: messages queue without
// bound (the server sends a table's frames at a bounded rate) and a read
// waits for them.
type browserSocket struct {
	ws    js.Value
	funcs []js.Func

	mu    sync.Mutex
	queue [][]byte
	ready chan struct{} // a message was queued
	done  chan struct{} // closed once the connection has ended
	err   error         // why it ended
}

// on sets the handler of the WebSocket's event name.
func (b *browserSocket) on(name string, handle func(ev js.Value)) {
	f := js.FuncOf(func(_ js.Value, args []js.Value) any {
		handle(args[0])
		return nil
	})
	b.funcs = append(b.funcs, f)
	b.ws.Set("on"+name, f)
}

// received queues the message of ev.
func (b *browserSocket) received(ev js.Value) {
	data := ev.Get("data")
	var msg []byte
	if data.Type() == js.TypeString {
		msg = []byte(data.String())
	} else {
		bytes := js.Global().Get("Uint8Array").New(data)
		msg = make([]byte, bytes.Length())
		js.CopyBytesToGo(msg, bytes)
	}
	if len(msg) > wire.MaxServerFrame {
		b.CloseNow()
		b.end(fmt.Errorf("the server sent a frame of %d bytes, over the limit of %d", len(msg), wire.MaxServerFrame))
		return
	}
	b.mu.Lock()
	b.queue = append(b.queue, msg)
	b.mu.Unlock()
	select {
	case b.ready <- struct{}{}:
	default:
	}
}

// end records why the connection ended, once, and lets go of its
// callbacks.
func (b *browserSocket) end(err error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	select {
	case <-b.done:
		return
	default:
	}
	b.err = err
	close(b.done)
	for _, name := range []string{"open", "message", "close"} {
		b.ws.Set("on"+name, js.Null())
	}
	for _, f := range b.funcs {
		f.Release()
	}
	b.funcs = nil
}

func (b *browserSocket) Read(ctx context.Context) ([]byte, error) {
	for {
		b.mu.Lock()
		if len(b.queue) > 0 {
			msg := b.queue[0]
			b.queue[0] = nil
			b.queue = b.queue[1:]
			b.mu.Unlock()
			return msg, nil
		}
		b.mu.Unlock()
		select {
		case <-b.ready:
		case <-b.done:
			b.mu.Lock()
			empty := len(b.queue) == 0
			b.mu.Unlock()
			if empty {
				return nil, b.err
			}
		case <-ctx.Done():
			b.CloseNow()
			return nil, ctx.Err()
		}
	}
}

// errClosed is a write on a connection that is not open.
var errClosed = errors.New("the connection is not open")

func (b *browserSocket) Write(ctx context.Context, msg []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("sending: %v", r)
		}
	}()
	if b.ws.Get("readyState").Int() != 1 { // WebSocket.OPEN
		return errClosed
	}
	b.ws.Call("send", string(msg))
	return nil
}

func (b *browserSocket) Close(reason string) error {
	b.close(reason)
	return nil
}

func (b *browserSocket) CloseNow() { b.close("") }

// close asks the browser to close the connection; the close event ends it.
// A browser only lets a page send the normal closure code (or 3000-4999).
func (b *browserSocket) close(reason string) {
	defer func() { recover() }() // close never throws with 1000 and a short reason
	b.ws.Call("close", 1000, reason)
}
