import MiniUI
import Testing

private struct Peak: Identifiable {
    let id: Int
    let title: String
}

private let peaks = [Peak(id: 1, title: "Eiger"), Peak(id: 2, title: "Matterhorn")]

@MainActor
@Suite("Renderer")
struct RendererTests {
    @Test("a default list shows the automatic style, the 44-point rows and default row settings")
    func defaultList() {
        let screen = ViewHost(List(peaks) { Text($0.title) }).screen
        #expect(
            screen == """
                List [style: .automatic, minRowHeight: 44]
                  ForEach
                    row id: 1 [separator: .automatic, insets: .automatic]
                      Text("Eiger")
                    row id: 2 [separator: .automatic, insets: .automatic]
                      Text("Matterhorn")
                """)
    }

    @Test("a view hidden with .hidden() keeps its place in the tree, but nothing can read or tap it")
    func hiddenKeepsItsPlace() {
        let row = HStack {
            Text("Drafts")
            Text("0").hidden()
            Button("Open") {}.hidden()
        }
        let host = ViewHost(row)
        #expect(
            host.screen == """
                HStack
                  Text("Drafts")
                  Text("0").hidden()
                  Button("Open").hidden()
                """)
        #expect(host.texts == ["Drafts"])
    }

    @Test("a plain list reads differently from a default one, whatever the order of its modifiers")
    func plainList() {
        let plain = List {
            ForEach(peaks) { peak in
                Text(peak.title)
                    .listRowInsets(.init())
                    .listRowSeparator(.hidden)
            }
        }
        .environment(\.defaultMinListRowHeight, 0)
        .listStyle(.plain)
        #expect(
            ViewHost(plain).screen == """
                List [style: .plain, minRowHeight: 0]
                  ForEach
                    row id: 1 [separator: .hidden, insets: EdgeInsets()]
                      Text("Eiger")
                    row id: 2 [separator: .hidden, insets: EdgeInsets()]
                      Text("Matterhorn")
                """)
    }

    @Test("row settings on a ForEach apply to each of its rows; on the List itself they reach no row")
    func rowSettingsOnForEachAndList() {
        let onForEach = List {
            ForEach(peaks) { peak in
                Text(peak.title)
            }
            .listRowSeparator(.hidden)
            .listRowInsets(.init())
        }
        #expect(
            ViewHost(onForEach).screen == """
                List [style: .automatic, minRowHeight: 44]
                  ForEach
                    row id: 1 [separator: .hidden, insets: EdgeInsets()]
                      Text("Eiger")
                    row id: 2 [separator: .hidden, insets: EdgeInsets()]
                      Text("Matterhorn")
                """)
        let onList = List {
            ForEach(peaks) { peak in
                Text(peak.title)
            }
        }
        .listRowSeparator(.hidden)
        .listRowInsets(.init())
        #expect(ViewHost(onList).screen.contains("row id: 1 [separator: .automatic, insets: .automatic]"))
    }

    @Test("static list content becomes one row per view; sections keep their rows")
    func staticRows() {
        let view = List {
            Text("One")
            Section("More") {
                Text("Two").listRowSeparator(.hidden)
            }
        }
        #expect(
            ViewHost(view).screen == """
                List [style: .automatic, minRowHeight: 44]
                  row [separator: .automatic, insets: .automatic]
                    Text("One")
                  Section("More")
                    row [separator: .hidden, insets: .automatic]
                      Text("Two")
                """)
    }

    @Test("modifiers follow the view as written in code; stacks show their non-default arguments")
    func modifiersAndStacks() {
        let view = VStack(alignment: .leading, spacing: 8) {
            Text("Title").font(.headline)
            Text("Detail").foregroundStyle(.secondary).padding(.horizontal, 16)
            HStack {
                Image(systemName: "star")
                Spacer()
                Divider()
            }
            .padding()
        }
        #expect(
            ViewHost(view).screen == """
                VStack(alignment: .leading, spacing: 8)
                  Text("Title").font(.headline)
                  Text("Detail").foregroundStyle(.secondary).padding(.horizontal, 16)
                  HStack.padding()
                    Image(systemName: "star")
                    Spacer()
                    Divider()
                """)
    }

    @Test("a horizontal scroll view of a lazy stack shows its axes, indicators and spacing")
    func scrollView() {
        let view = ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 16) {
                ForEach(0..<2) { Text("Card \($0)") }
            }
            .padding(.horizontal, 16)
        }
        #expect(
            ViewHost(view).screen == """
                ScrollView(.horizontal, showsIndicators: false)
                  LazyHStack(spacing: 16).padding(.horizontal, 16)
                    ForEach
                      row id: 0
                        Text("Card 0")
                      row id: 1
                        Text("Card 1")
                """)
    }

    @Test("content margins and scroll indicators show their edges, placement and axes as written, defaults left out")
    func scrollModifiersAsWritten() {
        let strip = ScrollView(.horizontal) { Text("Card") }
            .contentMargins(.horizontal, 20, for: .scrollContent)
            .contentMargins(8)
            .contentMargins(.top, 4, for: .scrollIndicators)
            .scrollIndicators(.hidden, axes: .horizontal)
            .scrollIndicators(.never)
        #expect(
            ViewHost(strip).screen == """
                ScrollView(.horizontal).contentMargins(.horizontal, 20, for: .scrollContent).contentMargins(8)\
                .contentMargins(.top, 4, for: .scrollIndicators).scrollIndicators(.hidden, axes: .horizontal)\
                .scrollIndicators(.never)
                  Text("Card")
                """)
    }

    @Test("the tree shows the views with a body by their generic type; the screen leaves them out")
    func treeShowsComposites() {
        struct Shelf<Content: View>: View {
            let content: Content
            var body: some View { VStack { content } }
        }
        let host = ViewHost(Shelf(content: Text("Hi")))
        #expect(host.screen == "VStack\n  Text(\"Hi\")")
        #expect(host.tree == "Shelf<Text>\n  VStack\n    Text(\"Hi\")")
    }

    @Test("an if without else builds nothing when false; if/else builds one branch")
    func conditionals() {
        struct Conditional: View {
            let flag: Bool
            var body: some View {
                if flag { Text("on") }
                if flag { Text("yes") } else { Text("no") }
            }
        }
        #expect(ViewHost(Conditional(flag: false)).screen == "Text(\"no\")")
        #expect(ViewHost(Conditional(flag: true)).screen == "Text(\"on\")\nText(\"yes\")")
    }

    @Test("a custom ViewModifier wraps the content it is given")
    func customModifier() {
        struct Card: ViewModifier {
            func body(content: Content) -> some View {
                VStack { content }.padding(12)
            }
        }
        let view = Text("Inside").modifier(Card())
        #expect(ViewHost(view).screen == "VStack.padding(12)\n  Text(\"Inside\")")
    }

    @Test("buttons and toggles print their title; other labels show below them")
    func labels() {
        let view = VStack {
            Button("Save") {}
            Button(action: {}) { Image(systemName: "trash") }
            Toggle("Wi-Fi", isOn: .constant(true))
        }
        #expect(
            ViewHost(view).screen == """
                VStack
                  Button("Save")
                  Button
                    Image(systemName: "trash")
                  Toggle("Wi-Fi", isOn: true)
                """)
    }

    @Test("rendering is the same every time")
    func deterministic() {
        let first = ViewHost(List(peaks) { Text($0.title) }).screen
        let second = ViewHost(List(peaks) { Text($0.title) }).screen
        #expect(first == second)
    }
}

@MainActor
@Suite("Text")
struct TextTests {
    @Test("string literals interpolate strings, numbers (with a specifier), texts and Foundation values")
    func interpolation() {
        let price = 3.5
        let count = 2
        let name = "tea"
        let view = VStack {
            Text("\(count) × \(name)")
            Text("\(price, specifier: "%.2f") each")
            Text("Total: \(Text("7.00"))")
            Text("At \(URL(fileURLWithPath: "/shop"))")
        }
        #expect(ViewHost(view).texts == ["2 × tea", "3.50 each", "Total: 7.00", "At file:///shop"])
    }

    @Test("a stored string is shown verbatim; a literal is a localized string key")
    func storedStrings() {
        let title = "Café \\(not interpolated)"
        #expect(ViewHost(Text(title)).texts == [title])
        #expect(ViewHost(Text(verbatim: "x")).texts == ["x"])
    }
}
