import MiniUI

// A podcast player's transport controls in control groups, with the built-in styles and a style of its own
// that wraps the current one (`ControlGroup(configuration)`), as `ControlGroupStyle`'s documentation shows.

struct FramedControlGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            ControlGroup(configuration)
                .padding(4)
                .border(Color.gray)
        }
    }
}

struct PlayerControls: View {
    @State private var isPlaying = false
    @State private var speed = 1.0

    var body: some View {
        VStack(spacing: 12) {
            ControlGroup {
                Button("Back 15", systemImage: "gobackward.15") {}
                Button(isPlaying ? "Pause" : "Play", systemImage: isPlaying ? "pause.fill" : "play.fill") {
                    isPlaying.toggle()
                }
                Button("Forward 30", systemImage: "goforward.30") {}
            }
            .controlGroupStyle(.navigation)

            ControlGroup("Speed", systemImage: "speedometer") {
                Button("1×") { speed = 1 }
                Button("1.5×") { speed = 1.5 }
                Button("2×") { speed = 2 }
            }
            .controlGroupStyle(.menu)

            ControlGroup {
                Button("Share", systemImage: "square.and.arrow.up") {}
                Button("Queue", systemImage: "text.badge.plus") {}
            } label: {
                Label("More", systemImage: "ellipsis.circle")
            }
            .controlGroupStyle(.compactMenu)

            ControlGroup {
                Button("Like", systemImage: "heart") {}
                Button("Skip", systemImage: "forward.end") {}
            }
            .controlGroupStyle(.palette)

            ControlGroup {
                Button("Sleep timer", systemImage: "moon.zzz") {}
            }
            .controlGroupStyle(FramedControlGroupStyle())
            .controlGroupStyle(.automatic)
        }
    }
}
