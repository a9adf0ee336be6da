# JupyterHub configuration of the hub test (tests/hub/run.sh): Debian's jupyterhub 3.0 on
# localhost, any user name with one password (DummyAuthenticator), each user's notebook server a
# local process of the hub's own user (SimpleLocalProcessSpawner: no system accounts needed; a
# test set-up, not a class's: docs/jupyterhub.md has that one). The cudarepl kernelspec is
# offered to every user through JUPYTER_PATH, as a system-wide install offers it.
# run.sh says where everything goes through the CR_HUB_* variables.
import os

c = get_config()  # noqa: F821 (defined by jupyterhub when it loads this file)
state = os.environ["CR_HUB_STATE"]

c.JupyterHub.bind_url = "http://127.0.0.1:%s" % os.environ["CR_HUB_PORT"]
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = int(os.environ["CR_HUB_API_PORT"])
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:%s" % os.environ["CR_PROXY_API_PORT"]
c.ConfigurableHTTPProxy.pid_file = os.path.join(state, "proxy.pid")
c.JupyterHub.db_url = "sqlite:///" + os.path.join(state, "jupyterhub.sqlite")
c.JupyterHub.cookie_secret_file = os.path.join(state, "cookie_secret")
c.JupyterHub.cleanup_servers = True

c.JupyterHub.authenticator_class = "dummy"
c.DummyAuthenticator.password = os.environ["CR_HUB_PASSWORD"]

c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = os.path.join(state, "home", "{username}")
c.Spawner.cmd = ["/usr/bin/jupyterhub-singleuser"]
c.Spawner.default_url = "/tree"
c.Spawner.start_timeout = 60
c.Spawner.http_timeout = 60
c.Spawner.environment = {"JUPYTER_PATH": os.environ["CR_HUB_JUPYTER_PATH"]}
if os.geteuid() == 0:
    c.Spawner.args = ["--allow-root"]  # the Notebook server refuses root without it
