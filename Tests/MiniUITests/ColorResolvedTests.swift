import MiniUI
import Testing

private struct LiftBoard: View {
    @State private var checks = 0

    var body: some View {
        List {
            Text("checked \(checks)")
        }
        .refreshable { checks += 1 }
    }
}

@MainActor
@Suite("Resolved colours and refreshing")
struct ColorResolvedTests {
    private func close(_ lhs: Float, _ rhs: Float) -> Bool { abs(lhs - rhs) < 0.0005 }

    @Test("a colour made from components resolves to them, with its opacity, and is made again from them")
    func components() {
        let resolved = Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5).resolve(in: EnvironmentValues())
        #expect(close(resolved.red, 0.2) && close(resolved.green, 0.4) && close(resolved.blue, 0.6))
        #expect(resolved.opacity == 0.5)
        let again = Color(resolved).resolve(in: EnvironmentValues())
        #expect(close(again.red, 0.2) && close(again.blue, 0.6) && again.opacity == 0.5)
        #expect(Color(white: 0.5, opacity: 0.5).opacity(0.5).resolve(in: EnvironmentValues()).opacity == 0.25)
        let violet = Color(hue: 0.75, saturation: 1, brightness: 1).resolve(in: EnvironmentValues())
        #expect(close(violet.red, 0.5) && close(violet.green, 0) && close(violet.blue, 1))
    }

    @Test("components are kept linear: red, green and blue go through sRGB's transfer function")
    func linear() {
        let grey = Color.Resolved(colorSpace: .sRGBLinear, red: 0.5, green: 0.5, blue: 0.5)
        #expect(grey.linearRed == 0.5)
        #expect(close(grey.red, 0.7354))
        var dimmed = grey
        dimmed.red = 0.5
        #expect(close(dimmed.linearRed, 0.2140))
        #expect(Color.Resolved(red: 1, green: 0, blue: 0).description == "#FF0000FF")
    }

    @Test("a named system colour resolves to the kit's light-appearance value; an asset colour to black")
    func named() {
        #expect(Color.red.resolve(in: EnvironmentValues()).description == "#FF3B30FF")
        #expect(Color.clear.resolve(in: EnvironmentValues()).opacity == 0)
        #expect(Color("Brand").resolve(in: EnvironmentValues()).description == "#000000FF")
        #expect(Color.red.description == ".red")
    }

    @Test("a refreshable action written in a body sets the view's state directly")
    func refreshSetsState() async {
        let host = ViewHost(LiftBoard())
        await host.refresh()
        #expect(host.texts.contains("checked 1"))
    }
}
