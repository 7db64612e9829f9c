import Foundation
import MiniUI
import Testing

private struct Chevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        return path
    }
}

private struct TrailCard: View {
    @State private var climbed = 450.0
    @State private var pace: Double? = nil
    @State private var showsMap = false
    @State private var tint = Color.teal

    var body: some View {
        VStack {
            Chevron()
            Circle().trim(from: 0, to: 0.25).stroke(.orange, lineWidth: 4)
            Gauge(value: climbed, in: 0...900) {
                Text("Climb")
            } currentValueLabel: {
                Text("\(Int(climbed)) m")
            }
            GroupBox("Splits") {
                Text("Flat")
            }
            ColorPicker("Tint", selection: $tint)
            TextField("Pace", value: $pace, format: .number)
            ShareLink("Share trail", item: URL(string: "https://example.org/trail/7")!)
            Text("Map").background(.blue.opacity(0.2), in: RoundedRectangle(cornerRadius: 8))
            Button("Show map") { showsMap = true }
                .popover(isPresented: $showsMap) {
                    Text("Summit map")
                }
        }
    }
}

private struct MarkStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Image(systemName: configuration.isOn ? "checkmark" : "xmark")
        }
    }
}

private struct SummitToggle: View {
    @State private var reached = false

    var body: some View {
        Toggle("Summit", isOn: $reached).toggleStyle(MarkStyle())
        Text(reached ? "Reached" : "Not yet")
    }
}

private struct Hut: Identifiable {
    let id: Int
    let name: String
}

private struct HutBooking: View {
    @State private var asking = false
    @State private var hut: Hut? = Hut(id: 1, name: "Alpine Hut")
    @State private var booked: [String] = []

    var body: some View {
        VStack {
            Button("Book") { asking = true }
            Text("Booked: \(booked.joined(separator: ", "))")
        }
        .confirmationDialog(Text("Book a bed?"), isPresented: $asking, presenting: hut) { hut in
            Button("Book \(hut.name)") { booked.append(hut.name) }
        } message: { hut in
            Text("\(hut.name) has beds left.")
        }
    }
}

@MainActor
@Suite("Everyday SwiftUI, round two: shapes, styles and newer views")
struct EverydayRoundTwoTests {
    @Test("shapes show by type, with what was done to them; gauges show their fraction; groups and pickers draw")
    func renderer() {
        let screen = ViewHost(TrailCard()).screen
        #expect(screen.contains("Chevron()"))
        #expect(screen.contains("Circle().trim(from: 0, to: 0.25).stroke(.orange, lineWidth: 4)"))
        #expect(screen.contains("Gauge(\"Climb\", value: 0.5)"))
        #expect(screen.contains("450 m"))
        #expect(screen.contains("GroupBox(\"Splits\")"))
        #expect(screen.contains("ColorPicker(\"Tint\", selection: .teal)"))
        #expect(screen.contains(".background(.blue.opacity(0.2), in: RoundedRectangle(cornerRadius: 8))"))
    }

    @Test("a path keeps its elements: its bounding rectangle covers every point")
    func path() {
        let path = Chevron().path(in: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 5, height: 20))
        #expect(!path.isEmpty)
        #expect(path.currentPoint == CGPoint(x: 0, y: 20))
        #expect(Path().boundingRect.isNull)
    }

    @Test("an optional-value text field reads nil as empty, parses text, and writes nil when emptied")
    func optionalValueField() {
        let host = ViewHost(TrailCard())
        #expect(host.screen.contains("TextField(\"Pace\", text: \"\")"))
        host.enter("5.5", into: "Pace")
        #expect(host.screen.contains("TextField(\"Pace\", text: \"5.5\")"))
        host.enter("fast", into: "Pace")
        #expect(host.screen.contains("TextField(\"Pace\", text: \"5.5\")"))
        host.enter("", into: "Pace")
        #expect(host.screen.contains("TextField(\"Pace\", text: \"\")"))
    }

    @Test("a share link records what it shares; a popover presents like a sheet and dismisses")
    func shareAndPopover() {
        let host = ViewHost(TrailCard())
        host.tap("Share trail")
        #expect(host.sharedItems == ["https://example.org/trail/7"])
        #expect(!host.texts.contains("Summit map"))
        host.tap("Show map")
        #expect(host.texts.contains("Summit map"))
        host.dismiss()
        #expect(!host.texts.contains("Summit map"))
    }

    @Test("a custom toggle style compiles with SwiftUI's configuration and the toggle still flips")
    func toggleStyle() {
        let host = ViewHost(SummitToggle())
        #expect(host.screen.contains(".toggleStyle(MarkStyle())"))
        host.toggle("Summit")
        #expect(host.texts.contains("Reached"))
    }

    @Test("a dialog presenting data with a message shows both and runs the action with the data")
    func presentingDialog() {
        let host = ViewHost(HutBooking())
        host.tap("Book")
        #expect(host.texts.contains("Alpine Hut has beds left."))
        host.tap("Book Alpine Hut")
        #expect(host.texts.contains("Booked: Alpine Hut"))
        #expect(!host.texts.contains("Alpine Hut has beds left."))
    }
}
