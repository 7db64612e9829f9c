import Foundation
import MiniUI
import Testing

private struct Spoke: Identifiable {
    let id: Int
    var part: String
    var stock: Int
}

private struct StockTable: View {
    @State private var spokes = [Spoke(id: 1, part: "Spoke 262", stock: 40), Spoke(id: 2, part: "Nipple", stock: 90)]
    @State private var picked: Spoke.ID?

    var body: some View {
        Table(spokes, selection: $picked) {
            TableColumn("Part", value: \.part)
            TableColumn("Stock") { spoke in Text("\(spoke.stock) left") }
        }
        Text("Picked: \(picked.map(String.init) ?? "none")")
    }
}

private struct ServiceDays: View {
    @State private var days: Set<DateComponents> = []

    var body: some View {
        MultiDatePicker("Service days", selection: $days)
        Text("\(days.count) days")
    }
}

private struct TyrePressure: View {
    @State private var bar = 2.5

    var body: some View {
        Stepper("Pressure", value: $bar, in: 1...4, step: 0.25, format: .number.precision(.fractionLength(2)))
    }
}

private struct Hazard: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        Color.yellow
    }
}

private struct TrackSketch: View {
    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 20)), with: .color(.mint))
            var moved = context
            moved.translateBy(x: 5, y: 5)
            moved.draw(Text("Pit"), at: CGPoint(x: 1, y: 2))
            if let cone = context.resolveSymbol(id: "cone") {
                context.draw(cone, at: CGPoint(x: 3, y: 3))
            }
            if context.resolveSymbol(id: "missing") == nil {
                context.stroke(
                    Path(ellipseIn: CGRect(x: 0, y: 0, width: size.width, height: 10)), with: .style(Hazard()))
            }
        } symbols: {
            Image(systemName: "cone").tag("cone")
        }
    }
}

@MainActor
@Suite("MiniUI round three: tables, canvases, multi-date pickers, formatted steppers, custom shape styles")
struct RoundThreeTests {
    @Test("a table shows its columns and a row per value with a cell per column; a row is selected by its id")
    func table() {
        let host = ViewHost(StockTable())
        let screen = host.screen
        #expect(screen.contains("Table"))
        #expect(screen.contains("Text(\"Part\")"))
        #expect(screen.contains("Text(\"Spoke 262\")"))
        #expect(screen.contains("Text(\"90 left\")"))
        #expect(host.texts.contains("Picked: none"))
        host.select(row: "Nipple")
        #expect(host.texts.contains("Picked: 2"))
    }

    @Test("a multi-date picker lists the selected days; picking a day selects it, picking it again deselects it")
    func multiDatePicker() {
        let host = ViewHost(ServiceDays())
        let day = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 in UTC
        host.pick(day, in: "Service days")
        #expect(host.screen.contains("selection: [2026-11-18]"))
        #expect(host.texts.contains("1 days"))
        host.pick(day.addingTimeInterval(3600), in: "Service days")
        #expect(host.texts.contains("0 days"))
    }

    @Test("a stepper with a format shows its value formatted and keeps to its bounds")
    func formattedStepper() {
        let host = ViewHost(TyrePressure())
        #expect(host.screen.contains("value: 2.50"))
        host.increment("Pressure")
        #expect(host.screen.contains("value: 2.75"))
        for _ in 0..<10 { host.increment("Pressure") }
        #expect(host.screen.contains("value: 4.00"))
    }

    @Test("a canvas runs its renderer and lists what it drew, with the context's state and resolved symbols")
    func canvas() {
        let screen = ViewHost(TrackSketch()).screen
        #expect(screen.contains("fill(Path(in: 0, 0, 40, 20), with: .color(.mint))"))
        #expect(screen.contains("[translate (5, 5)] draw(Text(\"Pit\"), at: (1, 2))"))
        #expect(screen.contains("draw(symbol \"cone\", at: (3, 3))"))
        #expect(screen.contains("stroke(Path(in: 0, 0, 393, 10), with: .style(Hazard(.yellow)), lineWidth: 1)"))
    }

    @Test("a shape style of one's own is written as its name and what it resolves to")
    func customShapeStyle() {
        #expect(Hazard()._description == "Hazard(.yellow)")
        let screen = ViewHost(Text("Wet").foregroundStyle(Hazard())).screen
        #expect(screen.contains(".foregroundStyle(Hazard(.yellow))"))
    }

    @Test("a relative date-time formatter writes intervals as Foundation does, numeric or named")
    func relativeDateTimeFormatter() {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: "en_US")
        #expect(formatter.localizedString(fromTimeInterval: -7200) == "2 hours ago")
        let now = Date()
        #expect(formatter.localizedString(for: now.addingTimeInterval(300), relativeTo: now) == "in 5 minutes")
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(from: DateComponents(day: -1)) == "yesterday")
    }

    @Test("an attributed string keeps SwiftUI's attributes; Text shows its characters; a literal stays a key")
    func attributedText() {
        var saddle = AttributedString("Saddle")
        saddle.foregroundColor = .orange
        saddle.font = .headline
        #expect(saddle.foregroundColor == .orange)
        #expect(saddle.font == .headline)
        let screen = ViewHost(
            VStack {
                Text(saddle + AttributedString(" bag"))
                Text("Done")
            }
        ).screen
        #expect(screen.contains("Text(\"Saddle bag\")"))
        #expect(screen.contains("Text(\"Done\")"))
    }

    @Test("inline markdown parses into its characters, with links kept")
    func markdown() throws {
        let parsed = try AttributedString(markdown: "**Brake** pads for *snake_case* [help](https://example.org)")
        #expect(String(parsed.characters) == "Brake pads for snake_case help")
        #expect(parsed.runs.contains { $0.link == URL(string: "https://example.org") })
    }

    @Test("UIKit through SwiftUI: the application records the URLs it opens; the screen is an iPhone's")
    func uiKitSurface() {
        let url = URL(string: "https://example.org/spokes")!
        UIApplication.shared.open(url)
        #expect(UIApplication.shared.openedURLs.contains(url))
        #expect(UIScreen.main.bounds.width == 393)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(
            ViewHost(Image(uiImage: UIImage(systemName: "bicycle")!)).screen.contains(
                "UIImage(systemName: \"bicycle\")"))
    }

    @Test("a measurement formats in the unit it was given, at each width")
    func measurement() {
        let ride = Measurement(value: 12.5, unit: UnitLength.kilometers)
        #expect(ride.formatted() == "12.5 km")
        #expect(ride.formatted(.measurement(width: .narrow)) == "12.5km")
        let screen = ViewHost(Text(ride, format: .measurement(width: .abbreviated, usage: .road))).screen
        #expect(screen.contains("12.5 km"))
    }
}
