// A puppet theatre's cue board: custom view modifiers joined with `concat`, an empty modifier switched in
// at compile time, `@ViewBuilder` properties, groups of views, toolbar items and scenes, and the events a
// stage manager's screen answers: appearing, tasks with a priority or an id, changes with `initial:`,
// a ticking timer, hardware keys in each form, hovering, long presses in both orders, located taps and
// submitting a field.
import MiniUI

struct SpotlightFrame: ViewModifier {
    var lit: Bool

    func body(content: Content) -> some View {
        content
            .padding(8)
            .background(lit ? Color.yellow.opacity(0.3) : Color.clear)
    }
}

struct CueCaption: ViewModifier {
    func body(content: Content) -> some View {
        content.font(.caption.monospaced())
    }
}

struct Cue: Identifiable, Equatable {
    let id: Int
    var line: String
}

struct CueScenes: Scene {
    var body: some Scene {
        Group {
            WindowGroup {
                CueBoard()
            }
            WindowGroup("Prompt book", id: "prompt-book") {
                Text("Act one")
            }
        }
    }
}

struct CueBoard: View {
    @State private var cues = [Cue(id: 1, line: "Curtain up"), Cue(id: 2, line: "Thunder")]
    @State private var current = 1
    @State private var hoverPoint: CGPoint?
    @State private var pressing = false
    @State private var heldKeys: [String] = []
    @State private var note = ""
    @State private var elapsed = 0
    private let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    private var cueModifier: some ViewModifier {
        #if DEBUG
            return SpotlightFrame(lit: true).concat(CueCaption())
        #else
            return EmptyModifier()
        #endif
    }

    @ViewBuilder private var header: some View {
        Text("Cue \(current)")
        if pressing { Text("Holding…") }
    }

    var body: some View {
        NavigationStack {
            List {
                Group {
                    header
                    Text("Running: \(elapsed) s")
                }
                .modifier(cueModifier)

                ForEach(cues) { cue in
                    Text(cue.line)
                        .modifier(EmptyModifier.identity)
                        .onTapGesture(count: 2, coordinateSpace: .named("board")) { location in
                            hoverPoint = location
                        }
                        .onLongPressGesture(minimumDuration: 1) { p in
                            pressing = p
                        } perform: {
                            current = cue.id
                        }
                }

                TextField("Note for the crew", text: $note)
                    .onSubmit(of: .text) { cues.append(Cue(id: cues.count + 1, line: note)) }
            }
            .coordinateSpace(.named("board"))
            .onAppear { elapsed = 0 }
            .onDisappear { heldKeys.removeAll() }
            .task(priority: .background) { await Task.yield() }
            .task(id: current, priority: .high) { await Task.yield() }
            .onChange(of: current, initial: true) { old, new in heldKeys.append("\(old)→\(new)") }
            .onChange(of: cues) { elapsed = 0 }
            .onReceive(ticker) { _ in elapsed += 1 }
            .onKeyPress(.space) { .handled }
            .onKeyPress(.rightArrow, phases: .down) { press in
                current += press.modifiers.contains(.shift) ? 2 : 1
                return .handled
            }
            .onKeyPress(keys: [.upArrow, .downArrow], phases: .all) { press in
                heldKeys.append(press.phase == .up ? "released" : press.characters)
                return .ignored
            }
            .onKeyPress(characters: .decimalDigits) { press in
                current = Int(press.characters) ?? current
                return .handled
            }
            .onKeyPress { press in press.key == .escape ? .handled : .ignored }
            .onContinuousHover { phase in
                switch phase {
                case .active(let point): hoverPoint = point
                case .ended: hoverPoint = nil
                }
            }
            .onContinuousHover(coordinateSpace: CoordinateSpace.global) { _ in }
            .onHover { inside in pressing = inside && pressing }
            .onLongPressGesture {
                current = 1
            } onPressingChanged: { p in
                pressing = p
            }
            .toolbar {
                Group {
                    ToolbarItem(placement: .topBarLeading) { Button("Back") { current -= 1 } }
                    ToolbarItem(placement: .topBarTrailing) { Button("Go") { current += 1 } }
                }
            }
        }
    }
}
