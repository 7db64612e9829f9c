// check: runs
// The initializer's value is the state's first value, given once: after that the value is the user's. The
// screen sits in a tab; the user switches dark mode off, opens the other tab and comes back, and the screen
// still says what the user chose. (A view's `onAppear` action runs each time the view comes on screen, a tab
// selected again included: a value copied into the state there overwrites the user's choice on every return.)
import MiniUI

@testable import Exercise04_2

/// An app with two tabs: the settings screen and an inbox.
struct TwoTabs: View {
    var body: some View {
        TabView {
            SettingsScreen(startsInDarkMode: true).tabItem { Text("Settings") }
            Text("No new messages").tabItem { Text("Inbox") }
        }
    }
}

let host = ViewHost(TwoTabs())
print("the first screen:", host.texts)
host.toggle("Dark mode")
print("after switching dark mode off:", host.texts)
host.select("Inbox", in: "TabView")
print("on the other tab:", host.texts)
host.select("Settings", in: "TabView")
print("back on the settings tab:", host.texts)

/* expected output:
the first screen: ["Dark", "Dark mode"]
after switching dark mode off: ["Light", "Dark mode"]
on the other tab: ["No new messages"]
back on the settings tab: ["Light", "Dark mode"]
*/
