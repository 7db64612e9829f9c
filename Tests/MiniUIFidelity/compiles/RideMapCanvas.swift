// A ride map drawn with a canvas and a route style of the app's own: immediate-mode drawing with
// paths, text and symbols, and a custom shape style resolved from the environment.
import MiniUI

struct RouteStyle: ShapeStyle {
    var isClimb: Bool

    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        if isClimb {
            return environment.colorScheme == .dark ? Color.orange : Color.red
        }
        return Color.green
    }
}

struct RideMap: View {
    let stops: [CGPoint] = [CGPoint(x: 10, y: 80), CGPoint(x: 60, y: 20), CGPoint(x: 120, y: 60)]

    var body: some View {
        VStack(spacing: 12) {
            Canvas { context, size in
                let frame = CGRect(origin: .zero, size: size)
                context.fill(Path(roundedRect: frame, cornerRadius: 12), with: .color(.gray.opacity(0.2)))
                var route = Path()
                route.addLines(stops)
                context.stroke(
                    route, with: .style(RouteStyle(isClimb: true)), style: StrokeStyle(lineWidth: 3, lineCap: .round))
                for stop in stops {
                    context.fill(
                        Path(ellipseIn: CGRect(x: stop.x - 4, y: stop.y - 4, width: 8, height: 8)), with: .color(.blue))
                }
                var labels = context
                labels.opacity = 0.8
                labels.translateBy(x: 0, y: -12)
                labels.draw(Text("Start"), at: stops[0], anchor: .leading)
                if let flag = context.resolveSymbol(id: "finish") {
                    context.draw(flag, at: stops[stops.count - 1])
                }
                context.drawLayer { layer in
                    layer.rotate(by: .degrees(-10))
                    layer.draw(Text("Ridge"), in: CGRect(x: 40, y: 0, width: 60, height: 20))
                }
            } symbols: {
                Image(systemName: "flag.checkered").tag("finish")
            }
            .frame(height: 160)

            Canvas(opaque: true) { context, size in
                let bar = CGRect(x: 0, y: 0, width: size.width * 0.6, height: 8)
                context.fill(
                    Path(bar),
                    with: .linearGradient(
                        Gradient(colors: [.green, .orange]), startPoint: .zero, endPoint: CGPoint(x: bar.width, y: 0)))
            }
            .frame(height: 8)

            Capsule()
                .fill(RouteStyle(isClimb: false))
                .frame(height: 4)
            Text("Climb ahead")
                .foregroundStyle(RouteStyle(isClimb: true))
        }
        .padding()
    }
}
