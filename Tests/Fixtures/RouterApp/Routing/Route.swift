import Foundation

/// Every screen the app presents modally.
enum Route {
    case settings, player(URL), share
    case article(URL)
    case confirmSignOut
}
