#if os(Linux)
    import Combine
    import MiniUI
    import Testing

    // Linux has no Combine: the kit's module of that name re-exports MiniUI, so a model written the usual way,
    // `import Combine` for `ObservableObject` and `@Published`, compiles and is observed as in SwiftUI.

    private final class TideTable: ObservableObject {
        @Published var highWater = "06:12"
    }

    private struct TideLabel: View {
        @ObservedObject var table: TideTable

        var body: some View {
            Text("High water \(table.highWater)")
        }
    }

    @MainActor
    @Suite("import Combine on Linux")
    struct CombineOnLinuxTests {
        @Test("a model that imports Combine is observed through MiniUI's ObservableObject")
        func modelImportingCombineIsObserved() {
            let table = TideTable()
            let host = ViewHost(TideLabel(table: table))
            table.highWater = "18:40"
            #expect(host.texts == ["High water 18:40"])
        }
    }
#endif
