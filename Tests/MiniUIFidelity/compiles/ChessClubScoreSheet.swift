// A chess club's score sheet: focus state in both forms, focus moved from a button, default focus, custom
// focusable views with their interactions, focus effects turned off, and focused values published by the
// focused board (by key path, by `@Entry`, as a binding, as an observable or an `ObservableObject`) and
// read by a toolbar elsewhere.
import MiniUI

struct Board: Identifiable, Hashable {
    let id: Int
    var white: String
    var black: String
    var result = "*"
}

struct SelectedBoardKey: FocusedValueKey {
    typealias Value = Board
}

extension FocusedValues {
    var selectedBoard: Board? {
        get { self[SelectedBoardKey.self] }
        set { self[SelectedBoardKey.self] = newValue }
    }

    @Entry var boardResult: Binding<String>?
}

@Observable
final class RoundClock {
    var minutesLeft = 90
}

final class Arbiter: ObservableObject {
    @Published var warnings = 0
}

struct ScoreSheet: View {
    enum Field: Hashable {
        case white(Int)
        case black(Int)
    }

    @State private var boards = [
        Board(id: 1, white: "Ines", black: "Oskar"), Board(id: 2, white: "Mei", black: "Tomas"),
    ]
    @State private var clock = RoundClock()
    @StateObject private var arbiter = Arbiter()
    @FocusState private var field: Field?
    @FocusState private var isNoteFocused: Bool
    @State private var note = ""

    var body: some View {
        NavigationStack {
            Form {
                ForEach($boards) { $board in
                    Section("Board \(board.id)") {
                        TextField("White", text: $board.white)
                            .focused($field, equals: .white(board.id))
                        TextField("Black", text: $board.black)
                            .focused($field, equals: .black(board.id))
                        ResultPicker(result: $board.result)
                            .focusable(interactions: .activate)
                            .focusEffectDisabled()
                    }
                    .focusedValue(\.selectedBoard, board)
                    .focusedValue(\.boardResult, $board.result)
                }
                TextField("Arbiter's note", text: $note)
                    .focused($isNoteFocused)
                    .focusable(true, interactions: [.edit])
                Button("Next board") { field = .white(2) }
            }
            .defaultFocus($field, .white(1))
            .focusedValue(clock)
            .focusedSceneValue(\.selectedBoard, boards.first)
            .focusedObject(arbiter)
            .focusedSceneObject(arbiter)
            .toolbar {
                ToolbarItem(placement: .bottomBar) { BoardStatus() }
            }
        }
    }
}

struct ResultPicker: View {
    @Binding var result: String
    @Environment(\.isFocusEffectEnabled) private var showsFocusRing

    var body: some View {
        Picker("Result", selection: $result) {
            Text("1-0").tag("1-0")
            Text("½-½").tag("½-½")
            Text("0-1").tag("0-1")
            Text("*").tag("*")
        }
        .border(showsFocusRing ? Color.accentColor : Color.clear)
    }
}

struct BoardStatus: View {
    @FocusedValue(\.selectedBoard) private var board
    @FocusedBinding(\.boardResult) private var result
    @FocusedValue(RoundClock.self) private var clock
    @FocusedObject private var arbiter: Arbiter?

    var body: some View {
        HStack {
            Text(board.map { "\($0.white) – \($0.black)" } ?? "No board")
            if let result { Text(result) }
            Button("Draw") { result = "½-½" }
                .disabled($result.wrappedValue == nil)
            Text("\(clock?.minutesLeft ?? 0) min")
            if let arbiter { Text("Warnings: \(arbiter.warnings)") }
        }
    }
}
