import MiniUI

// A tram stop's screens written with the view builder's own types, as SwiftUI declares them: a body whose type is
// written out (`buildBlock<each Content>` returns `TupleView<(repeat each Content)>`, Apple's documentation of
// ViewBuilder), a row generic over a pack of cells (SE-0393, SE-0398), builder attributes on a stored closure, on
// initializer parameters and on a computed property (SE-0289), a second initializer where a type is EmptyView, and
// a type-erased slot (AnyView).

struct PlatformSign: View {
    let platform: String

    var body: TupleView<(Image, Text)> {
        Image(systemName: "tram.fill")
        Text("Platform \(platform)")
    }
}

struct Cells<each Cell: View>: View {
    let cells: (repeat each Cell)

    init(_ cell: repeat each Cell) {
        cells = (repeat each cell)
    }

    var body: some View {
        HStack {
            TupleView(cells)
        }
    }
}

struct Timetable<Rows: View>: View {
    let title: String
    @ViewBuilder let rows: () -> Rows

    var body: some View {
        VStack {
            Text(title).font(.headline)
            rows()
        }
    }
}

struct NoticePanel<Message: View, Footer: View>: View {
    let message: Message
    let footer: Footer

    init(@ViewBuilder message: () -> Message, @ViewBuilder footer: () -> Footer) {
        self.message = message()
        self.footer = footer()
    }

    var body: some View {
        VStack {
            message
            footer
        }
    }
}

extension NoticePanel where Footer == EmptyView {
    init(@ViewBuilder message: () -> Message) {
        self.init(message: message, footer: { EmptyView() })
    }
}

struct StopScreen: View {
    let stop: String
    let stepFree: Bool
    let erasedSlot: Bool
    @State private var departures = ["4 Old Mill", "9 Airport"]

    @ViewBuilder var access: some View {
        Text("Access")
        if stepFree {
            Image(systemName: "figure.roll")
        }
    }

    var body: some View {
        let sign = PlatformSign(platform: "B")
        let (symbol, label) = sign.body.value
        Timetable(title: stop) {
            ForEach(departures, id: \.self) { departure in
                Cells(Text(departure), Image(systemName: "clock"), Text("3 min"))
            }
            access
        }
        NoticePanel {
            Text("Line 2 diverted")
            symbol
        } footer: {
            Button("Show diversion") {}
        }
        NoticePanel {
            label
        }
        if erasedSlot {
            AnyView(Cells(Text("A"), Text("B")))
        }
    }
}
